import type { SiteSettings } from '@casa/core';

/** The form's values: the settings themselves (every field is always sent: PUT takes the whole object). */
export type SettingsFormState = SiteSettings;

/** 409: the server has no earlier version to go back to. */
export function isNothingToUndo(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 409;
}
