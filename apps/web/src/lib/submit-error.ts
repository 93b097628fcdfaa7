/**
 * The description of a public form's error toast: the server's own Spanish message when it
 * answered 429 (too many submissions from this address), else the form's usual error.
 */
export function submitErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, data } = error as { status?: unknown; data?: unknown };
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return status === 429 && typeof message === 'string' && message.length > 0 ? message : fallback;
}
