import { PAGE_DATA_ELEMENT_ID, type PageData, type QueryEntry } from '@casa/core';
import { appConfigFrom } from './app-config.js';
import { pageContentFrom } from '@casa/core/content';
import { siteSettingsFrom } from './site-settings.js';

function isQueryEntry(value: unknown): value is QueryEntry {
  return Boolean(value && typeof value === 'object' && 'need' in value && 'data' in value);
}

/** The page's data from the JSON text the server writes; a missing or broken script gives the defaults and no queries. */
export function parsePageData(text: string | null | undefined): PageData {
  let raw: unknown = null;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    // a broken script tag: the defaults below, and the page reads its data from the API
  }
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    config: appConfigFrom(value.config),
    queries: Array.isArray(value.queries) ? value.queries.filter(isQueryEntry) : [],
    settings: siteSettingsFrom(value.settings),
    // The server validated the texts when they were saved; fields it lacks read as the defaults.
    pageContent: pageContentFrom(value.pageContent),
  };
}

/** The data the server handed this page (docs/decisions/0007-one-route-table.md). */
export function readPageData(): PageData {
  const data = parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
  return data.config.publicUrl ? data : { ...data, config: { ...data.config, publicUrl: window.location.origin } };
}
