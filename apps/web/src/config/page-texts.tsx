import {
  matchRoute,
  type PageContent,
  type PageContentPart,
  pageTextsScope,
  type RouteMatch,
  shownPageContent,
  shownSiteSettings,
  type SiteSettings,
  type SiteSettingsPart,
} from '@casa/core';
import { type ReactNode, use, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageContentProvider } from './page-content.js';
import { SiteSettingsProvider } from './site-settings.js';

/**
 * The texts the app holds (docs/decisions/0022-page-texts.md): the part the server sent with the
 * page (`scope`, pageTextsScope), or the whole texts (`scope` null) once a page of another part was
 * shown. The server sends them whole and merged with their defaults, so the browser has no
 * default text of its own.
 */
export interface PageTexts {
  scope: string | null;
  pageContent: PageContentPart;
  settings: SiteSettingsPart;
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/**
 * The whole texts from the API (the same reads the server's pages use). Should the API not answer,
 * the page is drawn with the texts of a fresh install rather than not at all; they are loaded only
 * then, and only for that page: the next page of another part asks the API again.
 */
export async function fetchWholeTexts(scope: string): Promise<PageTexts> {
  try {
    const [pageContent, settings] = await Promise.all([json('/api/page-content'), json('/api/settings')]);
    return { scope: null, pageContent: pageContent as PageContent, settings: settings as SiteSettings };
  } catch {
    const { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } = await import('./lazy-content.js');
    return { scope, pageContent: DEFAULT_PAGE_CONTENT, settings: DEFAULT_SITE_SETTINGS };
  }
}

/** The texts of one app: the ones it holds, and at most one read of the whole texts at a time. */
export function pageTextsHolder(initial: PageTexts | null, load: (scope: string) => Promise<PageTexts> = fetchWholeTexts) {
  let current = initial;
  let loading: Promise<PageTexts> | null = null;
  return {
    /** The texts of a scope, or the read that brings them. */
    read(scope: string): PageTexts | Promise<PageTexts> {
      if (current && (current.scope === null || current.scope === scope)) return current;
      loading ??= load(scope).then((texts) => {
        current = texts;
        loading = null;
        return texts;
      });
      return loading;
    },
  };
}

/**
 * Gives the current page its texts: at once when the app holds them (the first page, always: the
 * server sent them); else, on a navigation to a page of another part (or if the page's data was
 * lost), it waits for the whole texts. Navigations are transitions, so the page before stays on
 * screen meanwhile, and the next page never shows with wrong or empty texts. `preload` starts the
 * next page's modules at the same time.
 */
export function PageTextsProvider({
  initial,
  preload,
  children,
}: {
  initial: PageTexts | null;
  preload?: (match: RouteMatch) => unknown;
  children: ReactNode;
}) {
  const [holder] = useState(() => pageTextsHolder(initial));
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const held = holder.read(pageTextsScope(match));
  if (held instanceof Promise) preload?.(match);
  const texts = held instanceof Promise ? use(held) : held;
  const pageContent = useMemo(() => shownPageContent(texts.pageContent), [texts]);
  const settings = useMemo(() => shownSiteSettings(texts.settings), [texts]);
  return (
    <SiteSettingsProvider value={settings}>
      <PageContentProvider value={pageContent}>{children}</PageContentProvider>
    </SiteSettingsProvider>
  );
}
