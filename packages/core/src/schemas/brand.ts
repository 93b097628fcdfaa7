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

/** A chosen logo file as the form holds it (the browser's File): judged by its name and type; the server checks the bytes. */
export interface LogoFile {
  name: string;
  type: string;
}

const LOGO_TYPES: ReadonlySet<string> = new Set(['image/svg+xml', 'image/png', 'image/jpeg']);
const LOGO_EXTENSIONS = /\.(svg|png|jpe?g)$/i;

/** docs/product.md §5: svg, png, jpg or jpeg. A file the system gave no type is judged by its name alone. */
export function isAllowedLogo(file: LogoFile): boolean {
  return LOGO_EXTENSIONS.test(file.name) && (file.type === '' || LOGO_TYPES.has(file.type));
}

const logoFileField = z.custom<LogoFile>(
  (value) => typeof value === 'object' && value !== null && typeof (value as LogoFile).name === 'string',
  MESSAGES.logoType,
);

/**
 * The admin brand form: the input's rules, plus its logo (docs/product.md §5), a file or a URL.
 * `storedLogoUrl` is the logo of the brand being edited: kept as it is whatever its URL, so only a
 * changed URL is checked.
 */
export const brandFormSchema = z
  .object({
    name: requiredText(1, MESSAGES.nameRequired, LENGTHS.brandName),
    description: requiredText(1, MESSAGES.descriptionRequired, LENGTHS.longText),
    category: requiredText(1, MESSAGES.categoryRequired, LENGTHS.brandCategory),
    division: divisionField,
    websiteUrl: z.union([z.literal(''), httpUrl(LENGTHS.brandWebsite)]),
    logoUrl: z.string(),
    logo: logoFileField.nullable(),
    storedLogoUrl: z.string().nullable(),
    isActive: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.logo) {
      if (!isAllowedLogo(form.logo)) ctx.addIssue({ code: 'custom', path: ['logo'], message: MESSAGES.logoType });
      return;
    }
    const url = form.logoUrl.trim();
    if (url === '') {
      ctx.addIssue({ code: 'custom', path: ['logo'], message: MESSAGES.logoRequired });
      return;
    }
    if (url === form.storedLogoUrl) return;
    for (const issue of logoUrlField.safeParse(url).error?.issues.slice(0, 1) ?? []) {
      ctx.addIssue({ code: 'custom', path: ['logoUrl'], message: issue.message });
    }
  });
export type BrandFormValues = z.input<typeof brandFormSchema>;
