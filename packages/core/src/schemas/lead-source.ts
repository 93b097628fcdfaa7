import { z } from 'zod';
import { LEAD_SOURCE_LENGTHS } from '../lead-source.js';
import { MESSAGES } from '../messages.js';

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

/** What the forms send under `source` (docs/product.md §5 "Origen"); every part optional, the whole object too. */
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
