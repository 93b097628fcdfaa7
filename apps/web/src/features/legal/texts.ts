import type { Lang } from '@casa/core';

/** The legal pages' fixed words in each language. */
export const TEXTS = {
  es: {
    eyebrow: 'Legal',
    updated: 'Última actualización:',
    contents: 'Contenido',
    privacyLink: 'Política de Privacidad y Cookies',
    termsLink: 'Términos y Condiciones',
  },
  en: {
    eyebrow: 'Legal',
    updated: 'Last updated:',
    contents: 'Contents',
    privacyLink: 'Privacy and Cookie Policy',
    termsLink: 'Terms and Conditions',
  },
} satisfies Record<Lang, Record<string, string>>;
