import { type Lang, MESSAGES } from '@casa/core';

const es = {
  eyebrow: 'Marcas que representamos',
  title: 'Nuestras Marcas',
  loading: 'Cargando marcas...',
  empty: MESSAGES.brandsEmpty,
  list: 'Marcas',
  details: ': ver detalles',
  previous: 'Marca anterior',
  pause: 'Pausar el carrusel',
  next: 'Marca siguiente',
  website: 'Visitar sitio web',
  newTab: ' (se abre en una pestaña nueva)',
  close: 'Cerrar',
};

/** The brands carousel's and modal's fixed words (docs/decisions/0026-english-site.md). */
export const TEXTS = {
  es,
  en: {
    eyebrow: 'Brands we represent',
    title: 'Our Brands',
    loading: 'Loading brands...',
    empty: 'There are no brands for this division yet.',
    list: 'Brands',
    details: ': see details',
    previous: 'Previous brand',
    pause: 'Pause the carousel',
    next: 'Next brand',
    website: 'Visit website',
    newTab: ' (opens in a new tab)',
    close: 'Close',
  },
} satisfies Record<Lang, Record<keyof typeof es, string>>;

/** A brand logo's alt in the modal: 'Logo de Vitra' / 'Vitra logo'. */
export const LOGO_ALT = {
  es: (brand: string) => `Logo de ${brand}`,
  en: (brand: string) => `${brand} logo`,
} satisfies Record<Lang, (brand: string) => string>;

/** The categories' names, by the stored (lower-case) category; any other category shows as stored. */
export const CATEGORY_NAMES: Record<Lang, Readonly<Record<string, string>>> = {
  es: { mobiliario: 'Mobiliario', acustica: 'Acústica', iluminacion: 'Iluminación' },
  en: { mobiliario: 'Furniture', acustica: 'Acoustics', iluminacion: 'Lighting' },
};
