import { type Lang, MESSAGES } from '@casa/core';

const es = {
  loading: MESSAGES.projectLoading,
  notFoundTitle: MESSAGES.projectNotFoundTitle,
  notFound: MESSAGES.projectNotFound,
  seeAll: 'Ver todos los proyectos',
  back: 'Volver a Proyectos',
  details: 'Detalles del Proyecto',
  process: 'Proceso de Desarrollo',
  sidebar: 'Información del proyecto',
  specs: 'Especificaciones',
  project: 'Proyecto',
  year: 'Año',
  location: 'Ubicación',
  scope: 'Alcance',
  division: 'División',
  features: 'Características del Proyecto',
  brands: 'Marcas Utilizadas',
  gallery: 'Imágenes Destacadas',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  closeGallery: 'Cerrar galería',
};

/** The project page's fixed words (docs/decisions/0026-english-site.md). */
export const TEXTS = {
  es,
  en: {
    loading: 'Loading project...',
    notFoundTitle: 'Project not found',
    notFound: 'The project you are looking for does not exist or has been removed.',
    seeAll: 'See all projects',
    back: 'Back to Projects',
    details: 'Project Details',
    process: 'Development Process',
    sidebar: 'Project information',
    specs: 'Specifications',
    project: 'Project',
    year: 'Year',
    location: 'Location',
    scope: 'Scope',
    division: 'Division',
    features: 'Project Features',
    brands: 'Brands Used',
    gallery: 'Featured Images',
    previous: 'Previous image',
    next: 'Next image',
    closeGallery: 'Close gallery',
  },
} satisfies Record<Lang, Record<keyof typeof es, string>>;

/** The gallery's words with numbers in them. */
export const GALLERY = {
  es: {
    open: (index: number, total: number) => `Ver imagen ${index} de ${total} en grande`,
    counter: (index: number, total: number) => `${index} de ${total}`,
    title: (project: string) => `${project}: galería de imágenes`,
  },
  en: {
    open: (index: number, total: number) => `View image ${index} of ${total} full size`,
    counter: (index: number, total: number) => `${index} of ${total}`,
    title: (project: string) => `${project}: image gallery`,
  },
} satisfies Record<Lang, Record<string, (...values: never[]) => string>>;
