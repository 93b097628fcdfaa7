/**
 * Business constants and limits of docs/product.md §9, plus the server-side caps on free text. Widget tuning used only by the public site (toasts, carousel,
 * map) is in apps/web/src/config/widgets.ts.
 */
export const LIMITS = {
  featuredProjects: 2,
  newsletterThankYouDelayMs: 1000,
  newsletterThankYouMs: 5000,
  appointmentButtonDelayMs: 2000,
  heroOverlayOpacity: 0.6,
  projectYearMin: 2020,
  maxImagesPerBatch: 20,
  maxImageBytes: 10 * 1024 * 1024,
  maxImageLongEdge: 2560,
  maxDevelopmentStages: 4,
  maxKeyFeatures: 10,
  minName: 2,
  minPhone: 10,
  minMessage: 10,
  minUsername: 3,
  /** The login form's minimum (docs/product.md §5): passwords chosen before the 12-character rule still sign in. */
  minPassword: 6,
  /** Every password chosen now: in the admin, the CLI and the first admin (password-rule.ts). */
  minNewPassword: 12,
  /** bcrypt reads only the first 72 bytes of a password; longer ones are refused, never truncated. */
  maxPasswordBytes: 72,
} as const;

/** Length of a text in UTF-8 bytes (what bcrypt counts), with the web's TextEncoder. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Column lengths of docs/product.md §3 and caps on free text so hostile input gets a 400, not a 500. */
export const LENGTHS = {
  brandName: 255,
  brandWebsite: 500,
  brandCategory: 100,
  division: 50,
  username: 100,
  password: 255,
  role: 50,
  shortText: 255,
  scope: 1000,
  longText: 10_000,
  email: 254,
  phone: 40,
  message: 5000,
  stageTitle: 200,
  stageDescription: 2000,
  keyFeature: 300,
  imageAlt: 300,
  url: 2048,
} as const;

/** The first year a project can have and the latest (the current year). */
export function projectYearRange(now: Date = new Date()): { min: number; max: number } {
  return { min: LIMITS.projectYearMin, max: now.getFullYear() };
}
