import { LEAD_SOURCE_LENGTHS, type LeadSourceKey, UTM_PARAMS } from '@casa/core';

/**
 * Where this visit came from (docs/product.md §5 "Origen"): the first page of the visit, the host
 * of the site that sent it and the campaign tags of that first page's address. Kept in
 * sessionStorage, so it lasts as long as the tab's visit and is never sent to the server
 * except with a form (no cookie); the contact and appointment forms send it as `source`.
 */
const KEY = 'casa:visit-source';

type VisitSource = Partial<Record<LeadSourceKey, string>>;

/** Control characters out, spaces trimmed, cut to what the server accepts. */
function clean(value: string | null | undefined, max: number): string | undefined {
  const text = (value ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return text === '' ? undefined : text;
}

/**
 * Called once per page load, before hydration: the first page of the tab's visit writes the
 * record, every later page leaves it as it is. Without storage (a private mode that refuses it)
 * leads simply go without a source.
 */
export function rememberVisitSource(location: Pick<Location, 'href'> = window.location, referrer: string = document.referrer): void {
  try {
    if (window.sessionStorage.getItem(KEY) !== null) return;
    const url = new URL(location.href);
    const source: VisitSource = { landingPage: clean(url.pathname, LEAD_SOURCE_LENGTHS.landingPage) };
    // Only another site counts as a referrer; the rest of its address is not kept.
    const from = referrer && URL.canParse(referrer) ? new URL(referrer) : null;
    if (from && /^https?:$/.test(from.protocol) && from.host !== url.host) source.referrer = clean(from.host, LEAD_SOURCE_LENGTHS.referrer);
    for (const [key, param] of Object.entries(UTM_PARAMS) as [LeadSourceKey, string][]) {
      source[key] = clean(url.searchParams.get(param), LEAD_SOURCE_LENGTHS[key]);
    }
    window.sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // No storage: nothing to remember.
  }
}

/** The visit's source for a form's body; undefined when nothing was kept. */
export function visitSource(): VisitSource | undefined {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return undefined;
    const source: VisitSource = {};
    for (const key of Object.keys(LEAD_SOURCE_LENGTHS) as LeadSourceKey[]) {
      const raw = (stored as Record<string, unknown>)[key];
      const value = typeof raw === 'string' ? clean(raw, LEAD_SOURCE_LENGTHS[key]) : undefined;
      if (value) source[key] = value;
    }
    return source;
  } catch {
    return undefined;
  }
}
