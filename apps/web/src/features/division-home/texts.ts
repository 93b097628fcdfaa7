import { type Lang, MESSAGES } from '@casa/core';

/** The division home's fixed words in each language. */
export const TEXTS = {
  es: {
    exploreServices: 'EXPLORAR SERVICIOS',
    contactUs: 'CONTÁCTANOS',
    servicesEyebrow: 'Lo que hacemos',
    servicesTitle: 'Nuestros Servicios',
    featuredEyebrow: 'Portafolio',
    featuredTitle: 'Proyectos Destacados',
    allProjects: 'Ver todos los proyectos',
    viewProject: 'Ver proyecto',
    loading: MESSAGES.projectsLoading,
    empty: MESSAGES.featuredEmpty,
  },
  en: {
    exploreServices: 'EXPLORE SERVICES',
    contactUs: 'CONTACT US',
    servicesEyebrow: 'What we do',
    servicesTitle: 'Our Services',
    featuredEyebrow: 'Portfolio',
    featuredTitle: 'Featured Projects',
    allProjects: 'See all projects',
    viewProject: 'View project',
    loading: 'Loading projects...',
    empty: 'Projects coming soon',
  },
} satisfies Record<Lang, Record<string, string>>;
