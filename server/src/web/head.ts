import { type Lang, OG_LOCALES, type PageData, type Project, type SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS, type PageHead } from '@casa/core/content';
import { pageJsonLd } from './json-ld.js';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside <script>: '<' is escaped so no value can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The <head> tags of a page: title, description, canonical URL, the page in each language
 * (hreflang, x-default being the Spanish page), Open Graph with its locale and the other one,
 * robots and JSON-LD.
 */
export function renderHead(
  head: PageHead,
  publicUrl: string,
  project: Project | null,
  settings: SiteSettings = DEFAULT_SITE_SETTINGS,
): string {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);
  const url = absolute(head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternateTags(head.alternates, absolute),
    `<meta property="og:site_name" content="${escapeHtml(settings.companyName)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[head.lang]}">`,
    ...(head.alternates ? [`<meta property="og:locale:alternate" content="${OG_LOCALES[otherLang(head.lang)]}">`] : []),
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
    `<script type="application/ld+json">${scriptJson(pageJsonLd(publicUrl, url, project, settings, head.lang))}</script>`,
  ];
  return tags.join('\n    ');
}

const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');

/** The page in each language, and x-default: the Spanish page, the site's own language. */
function alternateTags(alternates: PageHead['alternates'], absolute: (url: string) => string): string[] {
  if (!alternates) return [];
  const link = (hreflang: string, path: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(path))}">`;
  return [link('es', alternates.es), link('en', alternates.en), link('x-default', alternates.es)];
}

/** The page's template with its language on <html> (index.html is written lang="es"). */
export function withHtmlLang(template: string, lang: Lang): string {
  return template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}

/** The page's data for the browser: never executable (the CSP allows no inline script). */
export function renderPageData(data: PageData, elementId: string): string {
  return `<script id="${elementId}" type="application/json">${scriptJson(data)}</script>`;
}
