/**
 * Caps of the Páginas screen's fields: enough for real texts, small enough that the one stored
 * row stays small (docs/decisions/0022-page-texts.md).
 */
export const PAGE_CONTENT_LIMITS = {
  title: 160,
  /** A subtitle, an intro, a service's description, a tagline. */
  text: 600,
  /** Paragraphs separated by a blank line. */
  paragraphs: 6000,
  /** A process step's details, one per line. */
  details: 1000,
  /** Services and process steps of a division (docs/product.md §9). */
  services: 6,
  processSteps: 6,
  /** A legal page's date as it is written ('02/08/2021'). */
  date: 40,
  legalSections: 20,
} as const;
