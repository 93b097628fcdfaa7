import { z } from 'zod';
import { LENGTHS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { COUNTRY_CODE_PATTERN } from '../phone.js';
import { cspOrigin } from '../url-origin.js';
import { DEFAULT_VISITOR_CONFIRMATION } from '../content/visitor-confirmation.js';
import { emailField, httpUrl, isHttpUrl, requiredText } from './fields.js';
import { SETTINGS_LIMITS } from './settings-limits.js';
import { settingsEnglishSchema } from './english.js';
import { DEFAULT_SETTINGS_ENGLISH } from '../content/english/settings.js';

export { SETTINGS_LIMITS } from './settings-limits.js';

const text = (max: number) => requiredText(1, MESSAGES.required, max);

/** A phone as people read it ('+1 (809) 555-0123'); the `tel:` link is made from its digits. */
const phoneField = requiredText(1, MESSAGES.required, LENGTHS.phone).refine((value) => {
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 && /^[\d\s()+.-]+$/.test(value);
}, MESSAGES.settingsPhoneInvalid);

/** WhatsApp's wa.me wants digits only, country code first. */
const whatsappNumberField = z
  .string({ error: MESSAGES.settingsWhatsappInvalid })
  .trim()
  .regex(/^\d{8,15}$/, MESSAGES.settingsWhatsappInvalid);

const coordinate = (min: number, max: number) =>
  z
    .number({ error: MESSAGES.settingsCoordinateInvalid })
    .min(min, MESSAGES.settingsCoordinateInvalid)
    .max(max, MESSAGES.settingsCoordinateInvalid);

const divisionSettingsSchema = z.object({
  /** The division home's subtitle under its title. */
  blurb: text(SETTINGS_LIMITS.blurb),
  phone: phoneField,
  email: emailField,
  whatsapp: z.object({
    number: whatsappNumberField,
    name: text(SETTINGS_LIMITS.name),
    role: text(SETTINGS_LIMITS.label),
    /** Prefilled in the visitor's WhatsApp. */
    message: text(SETTINGS_LIMITS.whatsappMessage),
  }),
  /** The About page's leadership profile (the portrait stays the division's photo). */
  leader: z.object({
    name: text(SETTINGS_LIMITS.name),
    role: text(SETTINGS_LIMITS.label),
    /** Paragraphs separated by a blank line. */
    bio: text(SETTINGS_LIMITS.bio),
  }),
});

/** The e-mail a visitor gets after sending one of the forms: on or off, its subject and its text. */
const visitorMailSchema = z.object({
  enabled: z.boolean({ error: MESSAGES.required }),
  subject: text(SETTINGS_LIMITS.mailSubject),
  /** Plain text; {nombre} becomes the visitor's name and {empresa} the company name. */
  text: text(SETTINGS_LIMITS.mailText),
});

/**
 * The site's editable details (Configuración, admins only): what used to be edited in
 * packages/core/src/content. PUT /api/settings takes the whole object; the defaults
 * (DEFAULT_SITE_SETTINGS in @casa/core/content) are today's content, so a fresh install looks the same.
 */
export const siteSettingsSchema = z.object({
  companyName: text(SETTINGS_LIMITS.name),
  /** The company blurb of the footer (and the landing page's description). */
  footerText: text(SETTINGS_LIMITS.blurb),
  hours: text(SETTINGS_LIMITS.label),
  address: z.object({
    street: text(LENGTHS.shortText),
    area: text(SETTINGS_LIMITS.label),
    city: text(SETTINGS_LIMITS.label),
    country: text(SETTINGS_LIMITS.label),
  }),
  map: z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) }),
  social: z
    .array(z.object({ label: text(SETTINGS_LIMITS.label), href: httpUrl(LENGTHS.url) }), { error: MESSAGES.invalidJson })
    .max(SETTINGS_LIMITS.maxSocialLinks, MESSAGES.settingsSocialMax(SETTINGS_LIMITS.maxSocialLinks)),
  stats: z
    .array(z.object({ value: text(SETTINGS_LIMITS.statValue), label: text(SETTINGS_LIMITS.label) }), { error: MESSAGES.invalidJson })
    .max(SETTINGS_LIMITS.maxStats, MESSAGES.settingsStatsMax(SETTINGS_LIMITS.maxStats)),
  divisions: z.object({ corporativo: divisionSettingsSchema, hospitality: divisionSettingsSchema }),
  /**
   * A mailing-list provider's subscribe endpoint; '' for none (then the NEWSLETTER_URL setting, if
   * any). Its origin goes into the pages' CSP (form-action), so it must have one a header can hold.
   */
  newsletterUrl: z.union([
    z.literal(''),
    // Only a URL httpUrl accepts is checked here, so a bad one gets one message.
    httpUrl(LENGTHS.url).refine((value) => !isHttpUrl(value) || cspOrigin(value) !== null, MESSAGES.settingsNewsletterUrlInvalid),
  ]),
  /**
   * Country calling code given to phone numbers written without one (phone.ts): the visitors' in
   * the lead panel and e-mails, the site's own. Settings saved before it existed read as 1.
   */
  phoneCountryCode: z
    .string({ error: MESSAGES.settingsCountryCodeInvalid })
    .trim()
    .regex(COUNTRY_CODE_PATTERN, MESSAGES.settingsCountryCodeInvalid)
    .default('1'),
  visitorConfirmation: z.object({ contact: visitorMailSchema, appointment: visitorMailSchema }).default(() => ({
    contact: { ...DEFAULT_VISITOR_CONFIRMATION.contact },
    appointment: { ...DEFAULT_VISITOR_CONFIRMATION.appointment },
  })),
  /** The settings' texts in English (docs/decisions/0026-english-site.md); an empty one shows the Spanish text. */
  en: settingsEnglishSchema.default(() => structuredClone(DEFAULT_SETTINGS_ENGLISH)),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type DivisionSettings = SiteSettings['divisions']['corporativo'];
