import type { Lang } from '@casa/core';

/** The services page's fixed words in each language. */
export const TEXTS = {
  es: {
    servicesEyebrow: 'Lo que hacemos',
    servicesTitle: 'Soluciones completas para su proyecto',
    processEyebrow: 'Cómo trabajamos',
    processTitle: 'Nuestro Proceso',
    ctaTitle: '¿Listo para empezar su proyecto?',
    contactUs: 'CONTÁCTANOS',
    steps: 'Pasos del proceso',
    stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  },
  en: {
    servicesEyebrow: 'What we do',
    servicesTitle: 'Complete solutions for your project',
    processEyebrow: 'How we work',
    processTitle: 'Our Process',
    ctaTitle: 'Ready to start your project?',
    contactUs: 'CONTACT US',
    steps: 'Process steps',
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  },
} satisfies Record<Lang, Record<string, string | ((step: number, total: number) => string)>>;
