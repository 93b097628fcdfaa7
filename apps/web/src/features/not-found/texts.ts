import type { Lang } from '@casa/core';

/** The 404 page's words in each language. */
export const TEXTS = {
  es: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    hint: 'La página que buscas no existe o ha cambiado de dirección.',
    home: 'Volver al inicio',
  },
  en: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    hint: null,
    home: 'Back to the home page',
  },
} satisfies Record<Lang, { title: string; text: string; hint: string | null; home: string }>;
