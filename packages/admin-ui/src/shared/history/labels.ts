import type { HistoryAction } from '@casa/core';

/** How 'Historial' names each action. */
export const ACTION_LABELS: Record<HistoryAction, string> = {
  create: 'Creación',
  update: 'Cambio',
  delete: 'Eliminación',
  restore: 'Restauración',
};

/** The form's names of the fields a version holds; any other field shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  year: 'Año',
  location: 'Ubicación',
  division: 'División',
  projectType: 'Tipo de proyecto',
  scope: 'Alcance',
  description: 'Descripción',
  heroTitle: 'Título de portada',
  heroSubtitle: 'Subtítulo de portada',
  heroImageUrl: 'Imagen de portada',
  imageUrls: 'Galería',
  imageAlts: 'Textos alternativos',
  brands: 'Marcas',
  keyFeatures: 'Características',
  developmentProcess: 'Proceso de desarrollo',
  status: 'Estado',
  featured: 'Destacado',
  category: 'Categoría',
  logoUrl: 'Logo',
  websiteUrl: 'Sitio web',
  isActive: 'Activa',
  companyName: 'Nombre de la empresa',
  en: 'Textos en inglés',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

const dateTime = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeStyle: 'short' });

/** '26 nov 2026, 14:05' in the reader's time zone; '—' without a date. */
export function formatAt(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}
