import type { PublicConfig } from './public-config.js';
import type { DataNeed } from './routes.js';
import type { PageContentPart, SiteSettingsPart } from './page-texts.js';

/** One API read of a page, answered on the server: `data` is the JSON the API would have answered (null: no such project). */
export interface QueryEntry {
  need: DataNeed;
  data: unknown;
}

/**
 * What the server hands the browser with every page, as JSON in
 * `<script id="page-data" type="application/json">` (never executable script: the CSP is
 * `script-src 'self'`). The same for every visitor of a URL, so the page can be cached as it is.
 * A new kind of page-wide data is one more field here.
 */
export interface PageData {
  config: PublicConfig;
  queries: QueryEntry[];
  /**
   * The site settings (Configuración) as they were when the page was made, whole and merged with
   * the defaults by the server, less what the page does not show (siteSettingsFor).
   */
  settings: SiteSettingsPart;
  /**
   * The public pages' texts (Páginas) as they were when the page was made, whole and merged with
   * the defaults by the server: only the part the page shows (pageTextsFor), so the browser needs
   * no default text of its own.
   */
  pageContent: PageContentPart;
  /** Which part `pageContent` and `settings` are (pageTextsScope); absent: the whole texts. */
  textsScope?: string;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * Dispatched on `document` by the browser app once React listens to a server-rendered page: the
 * page's early-taps script then hands React the tap it held since the first paint
 * (docs/decisions/0020-taps-before-hydration.md).
 */
export const PAGE_LIVE_EVENT = 'casa:page-live';
