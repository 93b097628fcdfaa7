import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { LIMITS } from './limits.js';
import { PASSWORD_CHANGE_MESSAGES, passwordChangeReason, passwordProblem } from './password-rule.js';
import { twoFactorCodeInputSchema } from './schemas/two-factor.js';

describe('the password rule', () => {
  it('holds every password of the package’s common and breached list long enough to be chosen', () => {
    // Regenerate with packages/core/scripts/generate-common-passwords.mjs after updating the package.
    const fromPackage = dictionary['passwords-common'].filter((word) => word.length >= LIMITS.minNewPassword);
    expect(COMMON_PASSWORDS).toEqual(fromPackage);
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(200);
  });

  it('names the problem: short, long, common, repetitive, or none', () => {
    expect(passwordProblem('corta')).toBe('short');
    expect(passwordProblem('ñ'.repeat(37))).toBe('long');
    expect(passwordProblem('Qwerty123456')).toBe('common');
    expect(passwordProblem('xyzxyzxyzxyz')).toBe('repetitive');
    expect(passwordProblem('tres palabras al azar')).toBeNull();
  });

  it('asks a password that still signs in to be changed when it is short or common, with the reason', () => {
    expect(passwordChangeReason('secreto')).toBe('short');
    expect(passwordChangeReason('password1234')).toBe('common');
    expect(passwordChangeReason('aaaaaaaaaaaa')).toBe('common');
    expect(passwordChangeReason('tres palabras al azar')).toBeNull();
    expect(PASSWORD_CHANGE_MESSAGES.short).toMatch(/menos de 12 caracteres/);
  });
});

describe('second-step codes', () => {
  it('takes 6 digits or a recovery code, ignoring spaces, dashes and capitals', () => {
    expect(twoFactorCodeInputSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(twoFactorCodeInputSchema.parse({ code: 'ABCDE-12345' })).toEqual({ code: 'abcde12345' });
    for (const code of ['12345', '1234567', 'abc', '', 42]) expect(twoFactorCodeInputSchema.safeParse({ code }).success).toBe(false);
  });
});
