import { COMMON_PASSWORDS } from './common-passwords.js';
import { LIMITS, utf8Bytes } from './limits.js';
import { MESSAGES } from './messages.js';

/**
 * Why a password may not be chosen now (docs/decisions/0015-device-cookies-and-two-step-sign-in.md):
 * shorter than 12 characters, longer than bcrypt reads, on the list of common and breached
 * passwords, or one short run of characters repeated. The one rule of the admin forms, the API,
 * the CLI and the first admin.
 */
export type PasswordProblem = 'short' | 'long' | 'common' | 'repetitive';

const COMMON = new Set(COMMON_PASSWORDS);

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < LIMITS.minNewPassword) return 'short';
  // bcrypt reads only the first 72 bytes (an 'ñ' or an accent counts two): never truncate silently.
  if (utf8Bytes(password) > LIMITS.maxPasswordBytes) return 'long';
  // The list is lower-case: 'Password1234' is as guessable as 'password1234'.
  if (COMMON.has(password.toLowerCase())) return 'common';
  // CASE: 'aaaaaaaaaaaa', '121212121212', 'abcabcabcabc': long, and still among the first guesses.
  if (/^([\s\S]{1,3})\1+$/u.test(password)) return 'repetitive';
  return null;
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  short: MESSAGES.newPasswordMin,
  long: MESSAGES.passwordTooLong,
  common: MESSAGES.passwordCommon,
  repetitive: MESSAGES.passwordRepetitive,
};

/**
 * Why a password that signed in should be changed, or null: the login takes passwords chosen
 * before this rule (6 characters or more), and Mi cuenta then asks for a new one.
 */
export type PasswordChangeReason = 'short' | 'common';

export function passwordChangeReason(password: string): PasswordChangeReason | null {
  const problem = passwordProblem(password);
  if (problem === null || problem === 'long') return null;
  return problem === 'short' ? 'short' : 'common';
}

export const PASSWORD_CHANGE_MESSAGES: Record<PasswordChangeReason, string> = {
  short: MESSAGES.passwordChangeShort,
  common: MESSAGES.passwordChangeCommon,
};
