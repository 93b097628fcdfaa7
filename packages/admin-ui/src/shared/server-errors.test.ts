import { MESSAGES } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { applyServerErrors, serverFieldErrors } from './server-errors.js';

const refused = {
  status: 400,
  data: {
    message: MESSAGES.emailInvalid,
    errors: { 'divisions.corporativo.email': [MESSAGES.emailInvalid, 'otro'], logoUrl: [MESSAGES.remoteImageFailed], _: ['x'], bad: 'x' },
  },
};

describe('the server’s reasons per field (server/src/http/errors.ts)', () => {
  it('gives each field path of a 400 its first Spanish message, leaving out reasons about the whole input', () => {
    expect([...serverFieldErrors(refused)]).toEqual([
      ['divisions.corporativo.email', MESSAGES.emailInvalid],
      ['logoUrl', MESSAGES.remoteImageFailed],
    ]);
  });

  it('finds nothing in an error without fields', () => {
    expect(serverFieldErrors({ status: 403, data: { message: MESSAGES.forbidden } }).size).toBe(0);
    expect(serverFieldErrors({ status: 500, data: 'Internal Server Error' }).size).toBe(0);
    expect(serverFieldErrors(new Error('red')).size).toBe(0);
    expect(serverFieldErrors(undefined).size).toBe(0);
  });

  it('shows them under the named fields only, or under every path for a form that mirrors the server', () => {
    const shown: Array<[string, string | undefined]> = [];
    const setError = (path: string, error: { message?: string }) => void shown.push([path, error.message]);
    expect(applyServerErrors(refused, setError, ['logoUrl', 'name'])).toBe(true);
    expect(shown).toEqual([['logoUrl', MESSAGES.remoteImageFailed]]);
    expect(applyServerErrors(refused, setError, ['name'])).toBe(false);
    shown.length = 0;
    expect(applyServerErrors(refused, setError)).toBe(true);
    expect(shown.map(([path]) => path)).toEqual(['divisions.corporativo.email', 'logoUrl']);
  });
});
