import type { Division } from '../divisions.js';
import type { DivisionPages, PageContent } from '../schemas/page-content.js';
import { CORPORATIVO } from './corporativo.js';
import { HOSPITALITY } from './hospitality.js';
import { DEFAULT_PRIVACY, DEFAULT_TERMS } from './legal.js';
import { HISTORY } from './site.js';
import { DEFAULT_PAGE_CONTENT_ENGLISH } from './english/page-content.js';
import type { DivisionContent } from './types.js';

const LANDING_TAGLINES: Record<Division, string> = {
  corporativo: 'Mobiliario de oficina, acústica e iluminación',
  hospitality: 'FF&E para hoteles, resorts y restaurantes',
};

const SERVICES_INTROS: Record<Division, string> = {
  corporativo: 'De la primera visita a la postventa, un solo equipo para su espacio de trabajo.',
  hospitality: 'Del concepto de interiorismo a la apertura, un solo equipo para el FF&E de su proyecto.',
};

const PROCESS_INTROS: Record<Division, string> = {
  corporativo: 'Seis pasos claros, de la primera reunión a la postventa, con un responsable a su lado en cada uno.',
  hospitality: 'Seis pasos probados en hoteles y resorts del Caribe, de la planificación al servicio postventa.',
};

function divisionDefaults(content: DivisionContent): DivisionPages {
  const division = content.division;
  return {
    landing: { tagline: LANDING_TAGLINES[division], image: null },
    home: { title: content.title, badge: content.heroBadge ?? '', servicesIntro: SERVICES_INTROS[division], heroImage: null },
    services: {
      heroTitle: 'Nuestros Servicios',
      heroImage: null,
      items: content.services.map(({ icon, title, description }) => ({
        icon: icon as DivisionPages['services']['items'][number]['icon'],
        title,
        description,
      })),
      processIntro: PROCESS_INTROS[division],
      process: content.process.map(({ title, subtitle, details }) => ({ title, subtitle, details: details.join('\n') })),
    },
    about: {
      title: content.about.title,
      storyTitle: 'Más de quince años creando espacios en el Caribe',
      paragraphs: content.about.paragraphs.join('\n\n'),
      heroImage: null,
    },
    projects: { subtitle: content.projectsSubtitle, heroImage: null },
    contact: { subtitle: content.contactSubtitle, heroImage: null },
  };
}

/**
 * The page texts of a fresh install (and of a stored value that cannot be read): today's content
 * files, so the site looks the same until someone saves the Páginas screen.
 */
export const DEFAULT_PAGE_CONTENT: PageContent = {
  history: { title: HISTORY.title, paragraphs: HISTORY.paragraphs.join('\n\n') },
  allProjectsSubtitle: 'Oficinas, hoteles, resorts y restaurantes que hemos amueblado en República Dominicana y el Caribe.',
  divisions: { corporativo: divisionDefaults(CORPORATIVO), hospitality: divisionDefaults(HOSPITALITY) },
  legal: { privacy: DEFAULT_PRIVACY, terms: DEFAULT_TERMS },
  en: DEFAULT_PAGE_CONTENT_ENGLISH,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `stored` over `fallback`, field by field: what is missing or of another kind keeps the fallback. */
function merged(fallback: unknown, stored: unknown): unknown {
  if (Array.isArray(fallback)) {
    // A list keeps its stored length (a legal page's sections); each item is read over the
    // default at its place, or the last default past them. The schema checks the lengths.
    if (!Array.isArray(stored) || stored.length === 0 || fallback.length === 0) return fallback;
    return stored.map((item, index) => merged(fallback[Math.min(index, fallback.length - 1)], item));
  }
  if (isPlainObject(fallback)) {
    if (!isPlainObject(stored)) return fallback;
    return Object.fromEntries(Object.entries(fallback).map(([key, value]) => [key, merged(value, stored[key])]));
  }
  // A hero image: null (the stock photo) or an uploaded image's key.
  if (fallback === null) return typeof stored === 'string' || stored === null ? stored : null;
  return typeof stored === typeof fallback ? stored : fallback;
}

/**
 * Read tolerance of the page texts (no zod, so the public pages may use it): a value saved by an
 * older release, without the fields added since, reads with today's defaults in their place; a
 * field of the wrong kind reads as its default; extra fields are dropped.
 */
export function pageContentFrom(raw: unknown): PageContent {
  return merged(DEFAULT_PAGE_CONTENT, raw) as PageContent;
}
