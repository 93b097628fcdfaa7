import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The key of a reason about the whole input rather than one field (server/src/http/errors.ts). */
const WHOLE_INPUT = '_';

/**
 * The server's reasons per field of a refused save, `{ message, errors: { 'a.b': ['…'] } }`
 * (server/src/http/errors.ts): the first message of each field path.
 */
export function serverFieldErrors(error: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const data = (error as { data?: unknown } | undefined)?.data;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object') return found;
  for (const [path, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (path !== WHOLE_INPUT && Array.isArray(messages) && typeof messages[0] === 'string') found.set(path, messages[0]);
  }
  return found;
}

/**
 * Shows the server's reasons under the form's fields: those of `fields`, or, for a form that
 * mirrors the server's object field for field (Configuración), every path it named. True when any
 * was shown, so the caller's toast can stay generic.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
): boolean {
  let shown = false;
  for (const [path, message] of serverFieldErrors(error)) {
    if (fields && !(fields as readonly string[]).includes(path)) continue;
    setError(path as Path<T>, { type: 'server', message });
    shown = true;
  }
  return shown;
}
