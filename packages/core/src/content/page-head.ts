import { type Division, isDivision } from '../divisions.js';
import { DIVISION_NAMES, type Lang, shownText } from '../i18n.js';
import { isMediaUrl, mediaVariantUrl } from '../media.js';
import type { Project } from '../project.js';
import { readProjectsSearch } from '../project-list.js';
import { alternatePath, canonicalPathAndQuery, type RouteMatch, sitePath } from '../routes.js';
import { DIVISION_CONTENT } from './divisions.js';
import type { SiteSettings } from '../schemas/site-settings.js';
import { DEFAULT_PAGE_CONTENT_ENGLISH } from './english/page-content.js';
import { HEAD_WORDS } from './page-head-words.js';
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
  /** The page's language (<html lang>, og:locale). */
  lang: Lang;
  /**
   * The paths of the same page in each language, for hreflang (docs/decisions/0026-english-site.md);
   * null where there is no twin: the admin, and pages that are not found.
   */
  alternates: Record<Lang, string> | null;
}

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

/** The page's twins: its canonical path, and the other language's path with the same query (the projects page's page and filters). */
function alternatesOf(path: string, lang: Lang): Record<Lang, string> | null {
  const [pathname = path, query] = path.split('?');
  const other: Lang = lang === 'en' ? 'es' : 'en';
  const twin = alternatePath(pathname, other);
  if (twin === null) return null;
  const twinPath = query ? `${twin}?${query}` : twin;
  return lang === 'en' ? { es: twinPath, en: path } : { es: path, en: twinPath };
}

/**
 * Title, description, canonical path, preview image and language twins of a page, in the page's
 * language. `project` is the project of a project page: null when it does not exist (the
 * 'Proyecto no encontrado' page). The company's name and blurbs come from the site settings; an
 * English page uses their English texts where written, else the Spanish ones.
 */
export function pageHead(
  match: RouteMatch,
  pathname: string,
  project: Project | null = null,
  settings: SiteSettings = DEFAULT_SITE_SETTINGS,
  search: URLSearchParams = new URLSearchParams(),
): PageHead {
  const { division, lang } = match;
  const words = HEAD_WORDS[lang];
  const text = (es: string, en: string | undefined) => shownText(es, en, lang).text;
  const site = { name: settings.companyName, blurb: text(settings.footerText, settings.en.footerText) };
  const path = canonicalPathAndQuery(pathname, search, match);
  const base = { path, image: null, type: 'website' as const, noindex: false, lang, alternates: alternatesOf(path, lang) };
  switch (match.page) {
    case 'landing':
      return {
        ...base,
        title: `${site.name} | ${words.landing}`,
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
      const projectsTitle = words.projects(page);
      if (!division) return { ...base, title: `${projectsTitle} | ${site.name}`, description: site.blurb };
      const content = DIVISION_CONTENT[division];
      const english = DEFAULT_PAGE_CONTENT_ENGLISH.divisions[division];
      const label = DIVISION_NAMES[lang][division];
      const section = match.page === 'projects' ? projectsTitle : words.sections[match.page];
      return {
        ...base,
        title: section ? `${section} | ${label} | ${site.name}` : `${label} | ${site.name}`,
        description:
          match.page === 'contact'
            ? text(content.contactSubtitle, english.contact.subtitle)
            : match.page === 'projects'
              ? text(content.projectsSubtitle, english.projects.subtitle)
              : text(settings.divisions[division].blurb, settings.en.divisions[division].blurb),
        image: content.backgroundImage.src,
      };
    }
    case 'project': {
      if (!project) {
        return {
          ...base,
          title: `${words.projectMissing} | ${site.name}`,
          description: words.projectMissingText,
          noindex: true,
          alternates: null,
        };
      }
      const own = division ?? projectDivision(project);
      const ownPath = sitePath('project', lang, own, project.id);
      const name = text(project.name, project.en.name);
      const description = project.description ? text(project.description, project.en.description) : null;
      return {
        ...base,
        path: ownPath,
        alternates: { es: sitePath('project', 'es', own, project.id), en: sitePath('project', 'en', own, project.id) },
        title: own ? `${name} | ${words.projectsOf(DIVISION_NAMES[lang][own])} | ${site.name}` : `${name} | ${site.name}`,
        description: clip(description ?? `${text(project.scope, project.en.scope)} · ${text(project.location, project.en.location)}`),
        image: previewImage(project.heroImage ?? project.cover),
        type: 'article',
      };
    }
    case 'privacy':
      return { ...base, title: `${words.privacy} | ${site.name}`, description: words.privacyText(site.name) };
    case 'terms':
      return { ...base, title: `${words.terms} | ${site.name}`, description: words.termsText(site.name) };
    case 'login':
    case 'admin':
      return { ...base, title: `Panel de Administración | ${site.name}`, description: site.blurb, noindex: true, alternates: null };
    case 'not-found':
      // A missing page has no twin: hreflang would name the other language's home as this page's equal.
      return { ...base, title: `${words.notFound} | ${site.name}`, description: site.blurb, noindex: true, alternates: null };
  }
}
