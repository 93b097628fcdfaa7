import type { Lang } from '../i18n.js';
import type { RouteMatch } from '../routes.js';

/** The words of each language's <title> and description (packages/core/src/content/page-head.ts). */
export interface HeadWords {
  landing: string;
  sections: Partial<Record<RouteMatch['page'], string>>;
  projects: (page: number) => string;
  /** A project's title segment: 'Proyectos Hospitality' / 'Hospitality Projects'. */
  projectsOf: (division: string) => string;
  projectMissing: string;
  projectMissingText: string;
  privacy: string;
  privacyText: (name: string) => string;
  terms: string;
  termsText: (name: string) => string;
  notFound: string;
}

export const HEAD_WORDS: Record<Lang, HeadWords> = {
  es: {
    landing: 'Mobiliario corporativo y hospitality en el Caribe',
    sections: { about: 'Quiénes Somos', services: 'Nuestros Servicios', projects: 'Nuestros Proyectos', contact: 'Contacto' },
    projects: (page) => (page > 1 ? `Nuestros Proyectos (página ${page})` : 'Nuestros Proyectos'),
    projectsOf: (division) => `Proyectos ${division}`,
    projectMissing: 'Proyecto no encontrado',
    projectMissingText: 'El proyecto que buscas no existe o ha sido eliminado.',
    privacy: 'Política de Privacidad y Cookies',
    privacyText: (name) => `Cómo ${name} usa las cookies y trata tus datos.`,
    terms: 'Términos y Condiciones',
    termsText: (name) => `Condiciones de uso del sitio web de ${name}.`,
    notFound: '404 Page Not Found',
  },
  en: {
    landing: 'Corporate and hospitality furniture in the Caribbean',
    sections: { about: 'About Us', services: 'Our Services', projects: 'Our Projects', contact: 'Contact' },
    projects: (page) => (page > 1 ? `Our Projects (page ${page})` : 'Our Projects'),
    projectsOf: (division) => `${division} Projects`,
    projectMissing: 'Project not found',
    projectMissingText: 'The project you are looking for does not exist or has been removed.',
    privacy: 'Privacy and Cookie Policy',
    privacyText: (name) => `How ${name} uses cookies and handles your data.`,
    terms: 'Terms and Conditions',
    termsText: (name) => `Terms of use of the ${name} website.`,
    notFound: 'Page not found',
  },
};
