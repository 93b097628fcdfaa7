import { MESSAGES } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { failureReason } from './failure-reason.js';

describe('failureReason', () => {
  it("gives the server's own Spanish message when it sent one", () => {
    const error = { status: 403, data: { message: MESSAGES.forbidden }, message: `403: ${MESSAGES.forbidden}` };
    expect(failureReason(error)).toBe(MESSAGES.forbidden);
  });

  it("says the server could not be reached, never the browser's 'TypeError: Failed to fetch'", () => {
    expect(failureReason({ status: 'FETCH_ERROR', data: null, message: 'TypeError: Failed to fetch' })).toBe(MESSAGES.networkError);
    expect(failureReason({ status: 'TIMEOUT_ERROR', data: null, message: 'AbortError: signal timed out' })).toBe(MESSAGES.networkError);
  });

  it("names the status of an answer that is not the server's JSON (a proxy's page), not its body", () => {
    const error = { status: 502, data: '<html><h1>502 Bad Gateway</h1></html>', message: '502: <html>…' };
    expect(failureReason(error)).toBe(MESSAGES.serverAnswerError(502));
    expect(failureReason({ status: 'PARSING_ERROR', data: null, message: 'SyntaxError: Unexpected token' })).toBe(
      MESSAGES.unreadableAnswer,
    );
  });

  it('says nothing for what is not a request failure', () => {
    expect(failureReason(undefined)).toBeUndefined();
    expect(failureReason(null)).toBeUndefined();
    expect(failureReason(new Error('boom'))).toBeUndefined();
  });
});
