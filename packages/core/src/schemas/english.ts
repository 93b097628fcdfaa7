import { z } from 'zod';
import { LENGTHS, LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { PAGE_CONTENT_LIMITS } from './page-content-limits.js';
import { SETTINGS_LIMITS } from './settings-limits.js';

/**
 * The English values stored beside the Spanish ones (docs/decisions/0026-english-site.md). Every
 * text may be empty: an empty English value is "not written yet", and an English page shows the
 * Spanish text there, marked lang="es". The field names are the Spanish fields' names, so the API
 * answers `{ …the Spanish fields…, en: { same names } }`.
 */
const english = (max: number) => z.string({ error: MESSAGES.invalidJson }).trim().max(max, MESSAGES.tooLong(max)).default('');

const englishList = <T extends z.ZodType>(item: T, max: number) => z.array(item, { error: MESSAGES.invalidJson }).max(max).default([]);

/** A project's English texts; `keyFeatures`, `developmentProcess` and `imageAlts` follow the Spanish lists by position. */
export const projectEnglishSchema = z.object({
  name: english(LENGTHS.shortText),
  location: english(LENGTHS.shortText),
  projectType: english(LENGTHS.shortText),
  scope: english(LENGTHS.scope),
  description: english(LENGTHS.longText),
  heroTitle: english(LENGTHS.shortText),
  heroSubtitle: english(LENGTHS.scope),
  keyFeatures: englishList(english(LENGTHS.keyFeature), LIMITS.maxKeyFeatures),
  developmentProcess: englishList(
    z.object({ title: english(LENGTHS.stageTitle), description: english(LENGTHS.stageDescription) }),
    LIMITS.maxDevelopmentStages,
  ),
  imageAlts: englishList(english(LENGTHS.imageAlt), 200),
});
export type ProjectEnglish = z.infer<typeof projectEnglishSchema>;

/** A brand's English texts. */
export const brandEnglishSchema = z.object({ description: english(LENGTHS.longText) });
export type BrandEnglish = z.infer<typeof brandEnglishSchema>;

const divisionSettingsEnglishSchema = z.object({
  blurb: english(SETTINGS_LIMITS.blurb),
  whatsapp: z.object({ role: english(SETTINGS_LIMITS.label), message: english(SETTINGS_LIMITS.whatsappMessage) }),
  leader: z.object({ role: english(SETTINGS_LIMITS.label), bio: english(SETTINGS_LIMITS.bio) }),
});

const visitorMailEnglishSchema = z.object({ subject: english(SETTINGS_LIMITS.mailSubject), text: english(SETTINGS_LIMITS.mailText) });

/** The settings' English texts (Configuración's 'English' tab); names, numbers and addresses are one value for both languages. */
export const settingsEnglishSchema = z.object({
  footerText: english(SETTINGS_LIMITS.blurb),
  hours: english(SETTINGS_LIMITS.label),
  /** The country line of the address ('Dominican Republic'). */
  country: english(SETTINGS_LIMITS.label),
  /** One label per statistic of the About page, by position. */
  statLabels: englishList(english(SETTINGS_LIMITS.label), SETTINGS_LIMITS.maxStats),
  divisions: z.object({ corporativo: divisionSettingsEnglishSchema, hospitality: divisionSettingsEnglishSchema }),
  visitorConfirmation: z.object({ contact: visitorMailEnglishSchema, appointment: visitorMailEnglishSchema }),
});
export type SettingsEnglish = z.infer<typeof settingsEnglishSchema>;

const L = PAGE_CONTENT_LIMITS;

const divisionPagesEnglishSchema = z.object({
  landing: z.object({ tagline: english(L.text) }),
  home: z.object({ title: english(L.title), badge: english(L.title), servicesIntro: english(L.text) }),
  services: z.object({
    heroTitle: english(L.title),
    items: englishList(z.object({ title: english(L.title), description: english(L.text) }), L.services),
    processIntro: english(L.text),
    process: englishList(z.object({ title: english(L.title), subtitle: english(L.title), details: english(L.details) }), L.processSteps),
  }),
  about: z.object({ title: english(L.title), storyTitle: english(L.title), paragraphs: english(L.paragraphs) }),
  projects: z.object({ subtitle: english(L.text) }),
  contact: z.object({ subtitle: english(L.text) }),
});

const legalPageEnglishSchema = z.object({
  title: english(L.title),
  updated: english(L.date),
  intro: english(L.paragraphs),
  /** An English legal page has its own sections (it is a text of its own, not a line-by-line twin). */
  sections: englishList(z.object({ title: english(L.title), body: english(L.paragraphs) }), L.legalSections),
});

/** The page texts' English values (Páginas' 'English' tab): the same texts, without the photos and icons, which both languages share. */
export const pageContentEnglishSchema = z.object({
  history: z.object({ title: english(L.title), paragraphs: english(L.paragraphs) }),
  allProjectsSubtitle: english(L.text),
  divisions: z.object({ corporativo: divisionPagesEnglishSchema, hospitality: divisionPagesEnglishSchema }),
  legal: z.object({ privacy: legalPageEnglishSchema, terms: legalPageEnglishSchema }),
});
export type PageContentEnglish = z.infer<typeof pageContentEnglishSchema>;
