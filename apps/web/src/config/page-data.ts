import { PAGE_DATA_ELEMENT_ID, type PublicConfig, type QueryEntry } from '@casa/core';
import { appConfigFrom } from './app-config.js';
import type { PageTexts } from './page-texts.js';

/** What the browser reads from the page's data: no default text, the server sent its own. */
export interface BrowserPageData {
  config: PublicConfig;
  queries: QueryEntry[];
  /** The page's texts and settings; null when the data lacks them (then they are read from the API). */
  texts: PageTexts | null;
}

function isQueryEntry(value: unknown): value is QueryEntry {
  return Boolean(value && typeof value === 'object' && 'need' in value && 'data' in value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The page's texts as the server wrote them: it validated them when they were saved and merged
 * them with the defaults, and zod stays out of every page's first download. Settings without the
 * parts every page shows (the divisions, the address, the map) are not the server's: none.
 */
function textsFrom(value: Record<string, unknown>): PageTexts | null {
  const { settings, pageContent, textsScope } = value;
  if (!isObject(pageContent) || !isObject(settings)) return null;
  const divisions = settings.divisions;
  if (!isObject(divisions) || !isObject(divisions.corporativo) || !isObject(divisions.hospitality)) return null;
  if (!isObject(settings.address) || !isObject(settings.map)) return null;
  return {
    scope: typeof textsScope === 'string' ? textsScope : null,
    pageContent,
    settings: settings as unknown as PageTexts['settings'],
  };
}

/** The page's data from the JSON text the server writes; a missing or broken script gives no texts and no queries. */
export function parsePageData(text: string | null | undefined): BrowserPageData {
  let raw: unknown = null;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    // a broken script tag: the page reads its texts and data from the API
  }
  const value = isObject(raw) ? raw : {};
  return {
    config: appConfigFrom(value.config),
    queries: Array.isArray(value.queries) ? value.queries.filter(isQueryEntry) : [],
    texts: textsFrom(value),
  };
}

/** The data the server handed this page (docs/decisions/0007-one-route-table.md). */
export function readPageData(): BrowserPageData {
  const data = parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
  return data.config.publicUrl ? data : { ...data, config: { ...data.config, publicUrl: window.location.origin } };
}
