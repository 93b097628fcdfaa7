import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { requiredText } from './fields.js';
import { PAGE_CONTENT_LIMITS } from './page-content-limits.js';
import { pageContentEnglishSchema } from './english.js';
import { DEFAULT_PAGE_CONTENT_ENGLISH } from '../content/english/page-content.js';

export { PAGE_CONTENT_LIMITS } from './page-content-limits.js';

/** The icons the public site knows how to draw for a service (apps/web/src/components/icon.tsx). */
export const SERVICE_ICONS = [
  'layout',
  'desk',
  'chair',
  'acoustics',
  'light',
  'tools',
  'fabric',
  'bed',
  'dining',
  'outdoor',
  'truck',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** Spanish names of the icons, for the admin's choice. */
export const SERVICE_ICON_LABELS: Record<ServiceIcon, string> = {
  layout: 'Plano',
  desk: 'Escritorio',
  chair: 'Silla',
  acoustics: 'Acústica',
  light: 'Lámpara',
  tools: 'Herramientas',
  fabric: 'Tela',
  bed: 'Cama',
  dining: 'Restaurante',
  outdoor: 'Exterior',
  truck: 'Camión',
};

/** An uploaded image's key (server/src/media/keys.ts): 16 hex of its hash, a dash, 8 random hex. */
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{16}-[a-f0-9]{8}$/;

const text = (max: number) => requiredText(1, MESSAGES.required, max);
/** A text that may be left empty (then the page shows nothing there). */
const blankable = (max: number) => z.string({ error: MESSAGES.required }).trim().max(max, MESSAGES.tooLong(max));

/** A page's hero photo: an uploaded image's key, or null for the site's own stock photo. */
const heroImage = z
  .string({ error: MESSAGES.pageContentImageInvalid })
  .regex(MEDIA_KEY_PATTERN, MESSAGES.pageContentImageInvalid)
  .nullable();

const serviceSchema = z.object({
  icon: z.enum(SERVICE_ICONS, { error: MESSAGES.pageContentIconInvalid }),
  title: text(PAGE_CONTENT_LIMITS.title),
  description: text(PAGE_CONTENT_LIMITS.text),
});

const processStepSchema = z.object({
  title: text(PAGE_CONTENT_LIMITS.title),
  subtitle: text(PAGE_CONTENT_LIMITS.title),
  /** One detail a line. */
  details: text(PAGE_CONTENT_LIMITS.details),
});

const exactly = <T extends z.ZodType>(item: T, count: number) =>
  z.array(item, { error: MESSAGES.invalidJson }).length(count, MESSAGES.pageContentItems(count));

/**
 * A legal page: title, date, intro and numbered sections, plain text. Words in braces
 * ({empresa}, {correo}, …: LEGAL_PLACEHOLDERS in @casa/core/content) are filled in as it is drawn.
 */
const legalPageSchema = z.object({
  title: text(PAGE_CONTENT_LIMITS.title),
  updated: text(PAGE_CONTENT_LIMITS.date),
  intro: text(PAGE_CONTENT_LIMITS.paragraphs),
  sections: z
    .array(z.object({ title: text(PAGE_CONTENT_LIMITS.title), body: text(PAGE_CONTENT_LIMITS.paragraphs) }), {
      error: MESSAGES.invalidJson,
    })
    .min(1, MESSAGES.pageContentLegalSections(PAGE_CONTENT_LIMITS.legalSections))
    .max(PAGE_CONTENT_LIMITS.legalSections, MESSAGES.pageContentLegalSections(PAGE_CONTENT_LIMITS.legalSections)),
});

/** The texts of one division's pages, page by page. */
const divisionPagesSchema = z.object({
  /** The landing page's panel of the division. */
  landing: z.object({ tagline: text(PAGE_CONTENT_LIMITS.text), image: heroImage }),
  /** The division home (its subtitle is the division's blurb in Configuración). */
  home: z.object({
    title: text(PAGE_CONTENT_LIMITS.title),
    /** A small label over the title ('PROYECTO DESTACADO'); empty for none. */
    badge: blankable(PAGE_CONTENT_LIMITS.title),
    servicesIntro: text(PAGE_CONTENT_LIMITS.text),
    heroImage,
  }),
  /** /{division}/servicios, whose services also show on the division home. */
  services: z.object({
    heroTitle: text(PAGE_CONTENT_LIMITS.title),
    heroImage,
    items: exactly(serviceSchema, PAGE_CONTENT_LIMITS.services),
    processIntro: text(PAGE_CONTENT_LIMITS.text),
    process: exactly(processStepSchema, PAGE_CONTENT_LIMITS.processSteps),
  }),
  /** /{division}/nosotros (the leader's texts and the statistics are in Configuración). */
  about: z.object({
    title: text(PAGE_CONTENT_LIMITS.title),
    storyTitle: text(PAGE_CONTENT_LIMITS.title),
    paragraphs: text(PAGE_CONTENT_LIMITS.paragraphs),
    heroImage,
  }),
  projects: z.object({ subtitle: text(PAGE_CONTENT_LIMITS.text), heroImage }),
  contact: z.object({ subtitle: text(PAGE_CONTENT_LIMITS.text), heroImage }),
});

/**
 * Every text a visitor reads on the public pages that is not a project, a brand or a setting
 * (Páginas, admins and editors). PUT /api/page-content takes the whole object; its defaults
 * (DEFAULT_PAGE_CONTENT in @casa/core/content) are today's texts, so a fresh install looks the
 * same. Plain text only: paragraphs are separated by a blank line, never HTML.
 */
export const pageContentSchema = z.object({
  /** The landing page's 'Nuestra historia' window. */
  history: z.object({ title: text(PAGE_CONTENT_LIMITS.title), paragraphs: text(PAGE_CONTENT_LIMITS.paragraphs) }),
  /** The subtitle of /proyectos, the projects of both divisions. */
  allProjectsSubtitle: text(PAGE_CONTENT_LIMITS.text),
  divisions: z.object({ corporativo: divisionPagesSchema, hospitality: divisionPagesSchema }),
  /** The cookie and privacy policy, and the terms and conditions. */
  legal: z.object({ privacy: legalPageSchema, terms: legalPageSchema }),
  /** The same texts in English (docs/decisions/0026-english-site.md); an empty one shows the Spanish text. */
  en: pageContentEnglishSchema.default(() => structuredClone(DEFAULT_PAGE_CONTENT_ENGLISH)),
});

export type PageContent = z.infer<typeof pageContentSchema>;
export type DivisionPages = PageContent['divisions']['corporativo'];
export type LegalPage = PageContent['legal']['privacy'];
