import { MESSAGES } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { isNothingToUndo } from './settings-form-model.js';

describe('isNothingToUndo', () => {
  it('is the 409 of POST /api/settings/undo', () => {
    expect(isNothingToUndo({ status: 409, data: { message: MESSAGES.settingsNothingToUndo } })).toBe(true);
    expect(isNothingToUndo({ status: 403 })).toBe(false);
  });
});
