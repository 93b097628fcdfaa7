import type { SiteSettings } from '@casa/core';

/** The form's values: the settings themselves (every field is always sent: PUT takes the whole object). */
export type SettingsFormState = SiteSettings;

/** Field paths of the server's 400 `errors` ('divisions.hospitality.whatsapp.number') that the form can show. */
export function serverFieldErrors(error: unknown): Array<[string, string]> {
  const data = (error as { data?: unknown } | undefined)?.data;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object') return [];
  const found: Array<[string, string]> = [];
  for (const [path, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (path === '_' || !Array.isArray(messages) || typeof messages[0] !== 'string') continue;
    found.push([path, messages[0]]);
  }
  return found;
}

/** 409: the server has no earlier version to go back to. */
export function isNothingToUndo(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 409;
}
