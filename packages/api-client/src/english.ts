import type { BrandEnglish, Lang, Lead, LeadPage, LeadQuery, NewsletterPage, NewsletterSubscriber, ProjectEnglish } from '@casa/core';

// What the API answers and takes for the site in English (docs/decisions/0026-english-site.md),
// beside core's types, for the admin's screens: a lead's and a subscriber's language, the inbox's
// language filter, and the `en` field of the project and brand forms.

/** A lead as GET /api/leads and /api/leads/:id answer it: with the language of its form's page ('es' for older leads). */
export type LeadWithLanguage = Lead & { language: Lang };

/** A page of the inbox (GET /api/leads). */
export type LeadPageWithLanguage = Omit<LeadPage, 'items'> & { items: LeadWithLanguage[] };

/** The inbox's filters: core's, and `language` ('es' | 'en'; absent or '' is every language). */
export type LeadQueryWithLanguage = LeadQuery & { language?: Lang };

/** A subscriber as GET /api/newsletter/subscribers answers it. */
export type SubscriberWithLanguage = NewsletterSubscriber & { language: Lang };

/** A page of the Boletín tab. */
export type NewsletterPageWithLanguage = Omit<NewsletterPage, 'items'> & { items: SubscriberWithLanguage[] };

/**
 * The `en` field of a project or brand form (multipart POST/PUT /api/projects and /api/brands):
 * the English texts as JSON text. Sent, they replace the English texts whole (a text left out is
 * not written); not sent on an edit, the English texts stay as they are.
 */
export function englishFormField(en: ProjectEnglish | BrandEnglish): string {
  return JSON.stringify(en);
}
