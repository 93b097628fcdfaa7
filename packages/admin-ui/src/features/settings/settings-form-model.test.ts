import { MESSAGES } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { isNothingToUndo, serverFieldErrors } from './settings-form-model.js';

describe('serverFieldErrors', () => {
  it('gives each field of a 400 its first Spanish message, by the form’s path', () => {
    const error = {
      status: 400,
      data: {
        message: MESSAGES.emailInvalid,
        errors: { 'divisions.corporativo.email': [MESSAGES.emailInvalid, 'otro'], _: ['x'], bad: 'x' },
      },
    };
    expect(serverFieldErrors(error)).toEqual([['divisions.corporativo.email', MESSAGES.emailInvalid]]);
  });

  it('finds nothing in an error without fields', () => {
    expect(serverFieldErrors({ status: 403, data: { message: MESSAGES.forbidden } })).toEqual([]);
    expect(serverFieldErrors(undefined)).toEqual([]);
  });
});

describe('isNothingToUndo', () => {
  it('is the 409 of POST /api/settings/undo', () => {
    expect(isNothingToUndo({ status: 409, data: { message: MESSAGES.settingsNothingToUndo } })).toBe(true);
    expect(isNothingToUndo({ status: 403 })).toBe(false);
  });
});
