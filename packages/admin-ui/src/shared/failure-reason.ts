import { MESSAGES } from '@casa/core';
import { serverMessage } from '@casa/api-client';

/**
 * Why an admin request failed, in Spanish, for the line under an error state's title: the server's
 * own message (`{ message }`, Spanish), else what kind of failure it was. Never the browser's
 * 'TypeError: Failed to fetch' nor the '{status}: {body}' text of the error (docs/product.md §7),
 * which can be an English status or a proxy's HTML page.
 */
export function failureReason(error: unknown): string | undefined {
  const message = serverMessage(error);
  if (message) return message;
  const status = (error as { status?: unknown } | null | undefined)?.status;
  // CASE: no answer at all (offline, server down, DNS, CORS) or none in time.
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return MESSAGES.networkError;
  // CASE: an answer that is not our JSON error, e.g. a proxy's 502 page.
  if (typeof status === 'number') return MESSAGES.serverAnswerError(status);
  if (status === 'PARSING_ERROR' || status === 'CUSTOM_ERROR') return MESSAGES.unreadableAnswer;
  return undefined;
}
