import type { APIRequestContext, Page } from '@playwright/test';

export { STATIC_ROUTES } from '../support/routes';

export interface ApiProject {
  id: number;
  name: string;
  description: string | null;
  division: string;
  imageUrls: string[];
  brands: { id: number; name: string | null }[];
  featured: boolean;
}

/** The division home's cards: the projects marked 'Destacado', else the newest; two at most (docs/decisions/0013-project-drafts-featured-gallery.md). */
export function featuredOf<T extends { featured: boolean }>(projects: readonly T[]): T[] {
  const chosen = projects.filter((project) => project.featured);
  return (chosen.length > 0 ? chosen : projects).slice(0, 2);
}
export interface ApiBrand {
  id: number;
  name: string;
}

export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await request.get(path)).json() as Promise<T>;
}

/** The text a visitor without JavaScript reads in an HTML page: tags, comments and scripts out, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39|#x27|nbsp);/g,
      (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' })[entity] ?? entity,
    )
    .replace(/\s+/g, ' ');
}

/** The HTML of a path as a crawler or a link preview gets it: one request, no JavaScript. */
export async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status(), html, text: visibleText(html) };
}

export interface PageLog {
  problems: string[];
  apiRequests: string[];
}

/** Console errors and warnings, page errors, and every /api request of a page from its first byte. */
export function watchPage(page: Page): PageLog {
  const log: PageLog = { problems: [], apiRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') log.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) log.apiRequests.push(`${request.method()} ${request.url()}`);
  });
  return log;
}
