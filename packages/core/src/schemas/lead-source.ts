import { z } from 'zod';
import { MESSAGES } from '../messages.js';

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

// Control characters (line breaks included) have no place in a path, a host name or a tag.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function sourceText(max: number, check: (value: string) => boolean = () => true) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: MESSAGES.invalidLeadSource })
      .trim()
      .max(max, MESSAGES.tooLong(max))
      .refine((value) => !CONTROL.test(value) && check(value), MESSAGES.invalidLeadSource)
      .optional(),
  );
}

/** What the forms send under `source`; every part optional, the whole object too. */
export const leadSourceInputSchema = z.object(
  {
    // A path of this site ('/hospitality'), never a full URL of another one.
    landingPage: sourceText(LEAD_SOURCE_LENGTHS.landingPage, (value) => value.startsWith('/') && !value.startsWith('//')),
    // A host name only ('www.instagram.com'): the rest of the referring address is not kept.
    referrer: sourceText(LEAD_SOURCE_LENGTHS.referrer, (value) => /^[^\s/?#@]+$/.test(value)),
    utmSource: sourceText(LEAD_SOURCE_LENGTHS.utmSource),
    utmMedium: sourceText(LEAD_SOURCE_LENGTHS.utmMedium),
    utmCampaign: sourceText(LEAD_SOURCE_LENGTHS.utmCampaign),
    utmTerm: sourceText(LEAD_SOURCE_LENGTHS.utmTerm),
    utmContent: sourceText(LEAD_SOURCE_LENGTHS.utmContent),
  },
  { error: MESSAGES.invalidLeadSource },
);
export type LeadSourceInput = z.infer<typeof leadSourceInputSchema>;

/**
 * 'Origen' in the inbox and the CSV: the campaign ('instagram / verano'), else the referring
 * site, else null (the visitor typed the address or came from a bookmark).
 */
export function leadSourceLabel(source: LeadSource): string | null {
  const campaign = [source.utmSource, source.utmCampaign].filter(Boolean).join(' / ');
  return campaign || source.referrer || null;
}
