import type { Lang } from '@casa/core';

/** The landing page's and the history's fixed words in each language. */
export const TEXTS = {
  es: {
    heading: (name: string) => `${name}: mobiliario corporativo y hospitality en República Dominicana y el Caribe`,
    divisions: 'Divisiones',
    enter: 'Entrar',
    region: 'REPÚBLICA DOMINICANA | CARIBE',
    historyButton: (name: string) => `DESCUBRE LA HISTORIA DE ${name.toUpperCase()}`,
    since: 'Desde 1998',
    historyDescription: (name: string) => `La historia de ${name} y de sus dos divisiones.`,
    close: 'Cerrar',
  },
  en: {
    heading: (name: string) => `${name}: corporate and hospitality furniture in the Dominican Republic and the Caribbean`,
    divisions: 'Divisions',
    enter: 'Enter',
    region: 'DOMINICAN REPUBLIC | CARIBBEAN',
    historyButton: (name: string) => `DISCOVER THE STORY OF ${name.toUpperCase()}`,
    since: 'Since 1998',
    historyDescription: (name: string) => `The story of ${name} and its two divisions.`,
    close: 'Close',
  },
} satisfies Record<Lang, Record<string, string | ((name: string) => string)>>;
