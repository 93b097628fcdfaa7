import type { Lang, SiteSettings } from '@casa/core';

/** The form's values: the settings themselves (every field is always sent: PUT takes the whole object). */
export type SettingsFormState = SiteSettings;

/** 409: the server has no earlier version to go back to. */
export function isNothingToUndo(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 409;
}

/** The tab to show for a refused save, from the paths of the fields named: 'English' when all are English ones, else 'Español'. */
export function tabOfErrors(paths: readonly string[]): Lang {
  return paths.length > 0 && paths.every((path) => path === 'en' || path.startsWith('en.')) ? 'en' : 'es';
}
