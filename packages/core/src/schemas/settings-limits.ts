/** Caps of the Configuración screen's fields: enough for real texts, small enough that the one row stays small. */
export const SETTINGS_LIMITS = {
  name: 120,
  label: 120,
  blurb: 600,
  bio: 3000,
  whatsappMessage: 500,
  maxSocialLinks: 8,
  maxStats: 6,
  statValue: 20,
  mailSubject: 200,
  mailText: 3000,
} as const;
