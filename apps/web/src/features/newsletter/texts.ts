import { type Lang, MESSAGES } from '@casa/core';

const es = {
  eyebrow: 'Newsletter',
  title: 'Ideas para espacios que inspiran',
  intro: 'Proyectos recientes, novedades de nuestras marcas y tendencias en interiorismo, una vez al mes.',
  thanksTitle: MESSAGES.newsletterThanks,
  thanks: 'Pronto recibirás nuestras novedades en tu correo.',
  email: 'Correo electrónico',
  emailPlaceholder: 'tu@empresa.com',
  name: 'Nombre',
  optional: '(opcional)',
  honeypot: 'Sitio web',
  send: 'SUSCRIBIRME',
  sending: 'ENVIANDO...',
  error: 'No se pudo completar la suscripción. Inténtalo de nuevo.',
};

/** The newsletter form's fixed words (docs/decisions/0026-english-site.md). */
export const TEXTS = {
  es,
  en: {
    eyebrow: 'Newsletter',
    title: 'Ideas for inspiring spaces',
    intro: 'Recent projects, news from our brands and interior design trends, once a month.',
    thanksTitle: 'Thank you for subscribing!',
    thanks: 'Our news will soon reach your inbox.',
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    name: 'Name',
    optional: '(optional)',
    honeypot: 'Website',
    send: 'SUBSCRIBE',
    sending: 'SENDING...',
    error: 'Your subscription could not be completed. Please try again.',
  },
} satisfies Record<Lang, Record<keyof typeof es, string>>;
