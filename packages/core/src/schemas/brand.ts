import { z } from 'zod';
import { LENGTHS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { booleanish, divisionField, httpUrl, requiredText } from './fields.js';

/** A logo given as a link: an http(s) URL or one of our own /media URLs. */
const logoUrlField = z
  .string()
  .trim()
  .max(LENGTHS.url, MESSAGES.tooLong(LENGTHS.url))
  .refine((value) => value.startsWith('/media/') || (/^https?:\/\//i.test(value) && URL.canParse(value)), MESSAGES.invalidUrl);

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The multipart body of POST/PUT /api/brands (docs/product.md §7); the logo file travels beside it. */
export const brandInputSchema = z.object({
  name: requiredText(1, MESSAGES.nameRequired, LENGTHS.brandName),
  description: requiredText(1, MESSAGES.descriptionRequired, LENGTHS.longText),
  category: requiredText(1, MESSAGES.categoryRequired, LENGTHS.brandCategory),
  division: divisionField,
  websiteUrl: z.preprocess(blankToUndefined, httpUrl(LENGTHS.brandWebsite).optional()),
  logoUrl: z.preprocess(blankToUndefined, logoUrlField.optional()),
  isActive: z.preprocess(blankToUndefined, booleanish.optional()).transform((value) => value ?? true),
});
export type BrandInput = z.infer<typeof brandInputSchema>;

/** The admin brand form: the same rules; the logo file itself is checked by the form. */
export const brandFormSchema = z.object({
  name: requiredText(1, MESSAGES.nameRequired, LENGTHS.brandName),
  description: requiredText(1, MESSAGES.descriptionRequired, LENGTHS.longText),
  category: requiredText(1, MESSAGES.categoryRequired, LENGTHS.brandCategory),
  division: divisionField,
  websiteUrl: z.union([z.literal(''), httpUrl(LENGTHS.brandWebsite)]),
  logoUrl: z.union([z.literal(''), logoUrlField]),
  isActive: z.boolean(),
});
export type BrandFormValues = z.input<typeof brandFormSchema>;
