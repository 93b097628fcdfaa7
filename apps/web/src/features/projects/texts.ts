import { type Lang, MESSAGES } from '@casa/core';

const es = {
  title: 'Nuestros Proyectos',
  list: 'Proyectos',
  loading: MESSAGES.projectsLoading,
  empty: MESSAGES.projectsEmpty,
  noResultsTitle: 'Sin resultados',
  noMatch: 'Ningún proyecto coincide con estos filtros.',
  emptyPage: 'Esta página no tiene proyectos.',
  seeAll: 'Ver todos los proyectos',
  scope: 'Alcance del Proyecto',
  description: 'Descripción del Trabajo',
  gallery: 'Ver galería completa',
  noImages: MESSAGES.noImages,
  filters: 'Filtrar proyectos',
  type: 'Tipo',
  year: 'Año',
  location: 'Ubicación',
  filter: 'Filtrar',
  clearFilters: 'Quitar filtros',
  allTypes: 'Todos los tipos',
  allYears: 'Todos los años',
  allLocations: 'Todas las ubicaciones',
  pages: 'Páginas de proyectos',
  previous: 'Anterior',
  next: 'Siguiente',
};

/** The projects page's fixed words (docs/decisions/0026-english-site.md). */
export const TEXTS = {
  es,
  en: {
    title: 'Our Projects',
    list: 'Projects',
    loading: 'Loading projects...',
    empty: 'There are no projects in this division yet',
    noResultsTitle: 'No results',
    noMatch: 'No project matches these filters.',
    emptyPage: 'This page has no projects.',
    seeAll: 'See all projects',
    scope: 'Project Scope',
    description: 'Scope of Work',
    gallery: 'View full gallery',
    noImages: 'No images available',
    filters: 'Filter projects',
    type: 'Type',
    year: 'Year',
    location: 'Location',
    filter: 'Filter',
    clearFilters: 'Clear filters',
    allTypes: 'All types',
    allYears: 'All years',
    allLocations: 'All locations',
    pages: 'Project pages',
    previous: 'Previous',
    next: 'Next',
  },
} satisfies Record<Lang, Record<keyof typeof es, string>>;

/** The words with a number in them: '24 proyectos', 'y 5 imágenes más', 'Página 2'. */
export const COUNTS = {
  es: {
    projects: (total: number) => `${total} ${total === 1 ? 'proyecto' : 'proyectos'}`,
    moreImages: (more: number) => `y ${more} imágenes más`,
    page: (page: number) => `Página ${page}`,
  },
  en: {
    projects: (total: number) => `${total} ${total === 1 ? 'project' : 'projects'}`,
    moreImages: (more: number) => `and ${more} more ${more === 1 ? 'image' : 'images'}`,
    page: (page: number) => `Page ${page}`,
  },
} satisfies Record<Lang, Record<string, (count: number) => string>>;

/**
 * The English names of the project types the admin offers (PROJECT_TYPES of
 * packages/core/src/divisions.ts). A type is stored in Spanish and filtered by that value; an
 * English page shows these names for it.
 */
export const PROJECT_TYPE_NAMES_EN: Readonly<Record<string, string>> = {
  'Oficina Ejecutiva': 'Executive Office',
  'Espacio de Coworking': 'Coworking Space',
  'Sala de Juntas': 'Boardroom',
  'Recepción Corporativa': 'Corporate Reception',
  'Centro de Llamadas': 'Call Center',
  'Área Común Corporativa': 'Corporate Common Area',
  Showroom: 'Showroom',
  'Centro Comercial': 'Shopping Mall',
  Otro: 'Other',
  Hotel: 'Hotel',
  Resort: 'Resort',
  Restaurante: 'Restaurant',
  'Bar/Lounge': 'Bar/Lounge',
  'Spa/Wellness': 'Spa/Wellness',
  'Área Común': 'Common Area',
  Lobby: 'Lobby',
  Habitación: 'Guest Room',
  Suite: 'Suite',
  'Terraza/Outdoor': 'Terrace/Outdoor',
};
