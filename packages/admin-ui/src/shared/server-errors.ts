import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's per-field messages (`{ errors: { field: [...] } }`) under the form's fields; true when any matched. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  if (!errors || typeof errors !== 'object') return false;
  let matched = false;
  for (const field of fields) {
    const messages = (errors as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') {
      setError(field, { type: 'server', message: messages[0] });
      matched = true;
    }
  }
  return matched;
}
