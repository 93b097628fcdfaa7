import { DIVISION_LABELS, type Division, isDivision } from '../divisions.js';
import { isMediaUrl, mediaVariantUrl } from '../media.js';
import type { Project } from '../project.js';
import { readProjectsSearch } from '../project-list.js';
import { canonicalPathAndQuery, type RouteMatch } from '../routes.js';
import { DIVISION_CONTENT } from './divisions.js';
import type { SiteSettings } from '../schemas/site-settings.js';
import { DEFAULT_SITE_SETTINGS } from './site-settings.js';

/** What a search result or a link preview shows of a page: the server writes it into <head>, the browser keeps the title. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL. */
  path: string;
  /** Site-relative or absolute image for link previews, if any. */
  image: string | null;
  type: 'website' | 'article';
  noindex: boolean;
}

const SECTION_TITLES: Partial<Record<RouteMatch['page'], string>> = {
  about: 'Quiénes Somos',
  services: 'Nuestros Servicios',
  projects: 'Nuestros Proyectos',
  contact: 'Contacto',
};

/** The project's own division when it has a valid one (a project reached by /proyecto/:id). */
export function projectDivision(project: Pick<Project, 'division'>): Division | null {
  return isDivision(project.division) ? project.division : null;
}

/** A link preview wants one large image: the 1280 px variant of an uploaded photo. */
function previewImage(src: string): string {
  return isMediaUrl(src) ? mediaVariantUrl(src, 1280) : src;
}

function clip(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Title, description, canonical path and preview image of a page. `project` is the project of a
 * project page: null when it does not exist (the 'Proyecto no encontrado' page). The company's name
 * and blurbs come from the site settings.
 */
export function pageHead(
  match: RouteMatch,
  pathname: string,
  project: Project | null = null,
  settings: SiteSettings = DEFAULT_SITE_SETTINGS,
  search: URLSearchParams = new URLSearchParams(),
): PageHead {
  const site = { name: settings.companyName, blurb: settings.footerText };
  const base = { path: canonicalPathAndQuery(pathname, search, match), image: null, type: 'website' as const, noindex: false };
  const { division } = match;
  switch (match.page) {
    case 'landing':
      return {
        ...base,
        title: `${site.name} | Mobiliario corporativo y hospitality en el Caribe`,
        description: site.blurb,
        image: DIVISION_CONTENT.hospitality.backgroundImage.src,
      };
    case 'division-home':
    case 'about':
    case 'services':
    case 'contact':
    case 'projects': {
      // Each page of the list has a title of its own (docs/decisions/0025-project-pages.md).
      const page = match.page === 'projects' ? readProjectsSearch(search, division).page : 1;
      const projectsTitle = page > 1 ? `Nuestros Proyectos (página ${page})` : 'Nuestros Proyectos';
      if (!division) return { ...base, title: `${projectsTitle} | ${site.name}`, description: site.blurb };
      const content = DIVISION_CONTENT[division];
      const label = DIVISION_LABELS[division];
      const section = match.page === 'projects' ? projectsTitle : SECTION_TITLES[match.page];
      return {
        ...base,
        title: section ? `${section} | ${label} | ${site.name}` : `${label} | ${site.name}`,
        description:
          match.page === 'contact'
            ? content.contactSubtitle
            : match.page === 'projects'
              ? content.projectsSubtitle
              : settings.divisions[division].blurb,
        image: content.backgroundImage.src,
      };
    }
    case 'project': {
      if (!project) {
        return {
          ...base,
          title: `Proyecto no encontrado | ${site.name}`,
          description: 'El proyecto que buscas no existe o ha sido eliminado.',
          noindex: true,
        };
      }
      const own = division ?? projectDivision(project);
      return {
        ...base,
        path: own ? `/${own}/proyecto/${project.id}` : `/proyecto/${project.id}`,
        title: own ? `${project.name} | Proyectos ${DIVISION_LABELS[own]} | ${site.name}` : `${project.name} | ${site.name}`,
        description: clip(project.description ?? `${project.scope} · ${project.location}`),
        image: previewImage(project.heroImage ?? project.cover),
        type: 'article',
      };
    }
    case 'privacy':
      return {
        ...base,
        title: `Política de Privacidad y Cookies | ${site.name}`,
        description: `Cómo ${site.name} usa las cookies y trata tus datos.`,
      };
    case 'terms':
      return { ...base, title: `Términos y Condiciones | ${site.name}`, description: `Condiciones de uso del sitio web de ${site.name}.` };
    case 'login':
    case 'admin':
      return { ...base, title: `Panel de Administración | ${site.name}`, description: site.blurb, noindex: true };
    case 'not-found':
      return { ...base, title: `404 Page Not Found | ${site.name}`, description: site.blurb, noindex: true };
  }
}
