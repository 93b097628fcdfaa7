import { DIVISION_LABELS, type Division, isMediaUrl, type Project } from '@casa/core';
import { DIVISION_CONTENT, SITE } from '@casa/core/content';
import type { RouteMatch } from './known-routes.js';

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL. */
  path: string;
  /** Absolute or site-relative image for link previews. */
  image: string | null;
  type: 'website' | 'article';
  noindex: boolean;
}

const SECTION_TITLES = {
  nosotros: 'Quiénes Somos',
  servicios: 'Nuestros Servicios',
  proyectos: 'Nuestros Proyectos',
  contacto: 'Contacto',
} as const;

function divisionImage(division: Division): string {
  return DIVISION_CONTENT[division].backgroundImage.src;
}

/** Title, description and preview image of each page (what a WhatsApp or search preview shows). */
export function pageHead(match: RouteMatch, pathname: string, project: Project | null): PageHead {
  const base = { path: pathname, image: null, type: 'website' as const, noindex: false };
  switch (match.kind) {
    case 'landing':
      return {
        ...base,
        path: '/',
        title: `${SITE.name} | Mobiliario corporativo y hospitality en el Caribe`,
        description: SITE.blurb,
        image: divisionImage('hospitality'),
      };
    case 'division': {
      const content = DIVISION_CONTENT[match.division];
      const label = DIVISION_LABELS[match.division];
      const section = match.section === 'home' ? null : SECTION_TITLES[match.section];
      return {
        ...base,
        title: section ? `${section} | ${label} | ${SITE.name}` : `${label} | ${SITE.name}`,
        description:
          match.section === 'contacto'
            ? content.contactSubtitle
            : match.section === 'proyectos'
              ? content.projectsSubtitle
              : content.subtitle,
        image: divisionImage(match.division),
      };
    }
    case 'project': {
      if (!project) {
        return {
          ...base,
          title: `Proyecto no encontrado | ${SITE.name}`,
          description: 'El proyecto que buscas no existe o ha sido eliminado.',
          noindex: true,
        };
      }
      const division: Division = match.division ?? (project.division === 'hospitality' ? 'hospitality' : 'corporativo');
      return {
        ...base,
        path: `/${division}/proyecto/${project.id}`,
        title: `${project.name} | Proyectos ${DIVISION_LABELS[division]} | ${SITE.name}`,
        description: clip(project.description ?? `${project.scope} · ${project.location}`),
        image: isMediaUrl(project.cover) ? `${project.cover}?w=1280` : project.cover,
        type: 'article',
      };
    }
    case 'projects':
      return { ...base, title: `Nuestros Proyectos | ${SITE.name}`, description: SITE.blurb };
    case 'legal':
      return match.page === 'privacy'
        ? {
            ...base,
            title: `Política de Privacidad y Cookies | ${SITE.name}`,
            description: `Cómo ${SITE.name} usa las cookies y trata tus datos.`,
          }
        : { ...base, title: `Términos y Condiciones | ${SITE.name}`, description: `Condiciones de uso del sitio web de ${SITE.name}.` };
    case 'admin':
      return { ...base, title: `Panel de Administración | ${SITE.name}`, description: SITE.blurb, noindex: true };
    case 'not-found':
      return { ...base, title: `404 Page Not Found | ${SITE.name}`, description: SITE.blurb, noindex: true };
  }
}

function clip(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The <head> tags the server writes into index.html for one page. */
export function renderHead(head: PageHead, publicUrl: string, appConfigJson: string): string {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);
  const url = absolute(head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(SITE.name)}">`,
    `<meta property="og:locale" content="es_DO">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(absolute(head.image))}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
        ]
      : []),
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
    // JSON inside <script>: '<' is escaped so no value can close the tag.
    `<script id="app-config" type="application/json">${appConfigJson.replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.join('\n    ');
}
