// Kept free of zod: the public site's entry reads the names of the campaign tags from here
// (apps/web/src/lib/visit-source.ts), and a zod schema in the same module would come with it
// (docs/decisions/0014-scripts-after-first-paint.md).

/**
 * Where a lead came from (docs/product.md §5 "Origen"): the first page of the visit, the host of
 * the site that sent the visitor, and the campaign tags (`utm_…`) of that first page. The public
 * site keeps them for the visit in sessionStorage (never a cookie) and sends them with each
 * contact and appointment; the server checks them like any text and stores them as plain text.
 */
export const LEAD_SOURCE_KEYS = ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const;
export type LeadSourceKey = (typeof LEAD_SOURCE_KEYS)[number];

/** The URL parameter each campaign tag comes from. */
export const UTM_PARAMS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Partial<Record<LeadSourceKey, string>>;

/** Longest value of each part (the columns of `leads`: URLs 2048, host names and tags 255). */
export const LEAD_SOURCE_LENGTHS: Record<LeadSourceKey, number> = {
  landingPage: 2048,
  referrer: 255,
  utmSource: 255,
  utmMedium: 255,
  utmCampaign: 255,
  utmTerm: 255,
  utmContent: 255,
};

/** A lead's source as the API answers it: null for each part the visit did not have. */
export type LeadSource = Record<LeadSourceKey, string | null>;

export const EMPTY_LEAD_SOURCE: LeadSource = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

/**
 * 'Origen' in the inbox and the CSV: the campaign ('instagram / verano'), else the referring
 * site, else null (the visitor typed the address or came from a bookmark).
 */
export function leadSourceLabel(source: LeadSource): string | null {
  const campaign = [source.utmSource, source.utmCampaign].filter(Boolean).join(' / ');
  return campaign || source.referrer || null;
}
