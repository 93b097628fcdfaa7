import { z } from 'zod';
import { LENGTHS, LIMITS, utf8Bytes } from '../limits.js';
import { MESSAGES } from '../messages.js';
import type { PasswordChangeReason } from '../password-rule.js';

export const loginInputSchema = z.object({
  // Not trimmed: a password's spaces are part of it, and usernames are stored as typed.
  username: z
    .string({ error: MESSAGES.usernameMin })
    .min(LIMITS.minUsername, MESSAGES.usernameMin)
    .max(LENGTHS.username, MESSAGES.tooLong(LENGTHS.username)),
  password: z
    .string({ error: MESSAGES.passwordMin })
    .min(LIMITS.minPassword, MESSAGES.passwordMin)
    .max(LENGTHS.password, MESSAGES.tooLong(LENGTHS.password))
    .refine((password) => utf8Bytes(password) <= LIMITS.maxPasswordBytes, MESSAGES.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * Staff roles (docs/product.md §3): an admin does everything; an editor manages the content
 * (projects, brands, leads) but not users or site settings.
 */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Who is signed in: what the server's rules need to know about the caller. */
export interface CurrentUser {
  id: number;
  username: string;
  role: string;
}

/** The answer of GET /api/auth/me and of a completed sign-in. */
export interface SignedInUser extends CurrentUser {
  twoFactorEnabled: boolean;
  /** The password used to sign in no longer meets the rule: Mi cuenta opens with this reason. */
  passwordChangeReason: PasswordChangeReason | null;
  /**
   * An admin without a second factor while Configuración requires one: this session may only
   * set it up (Mi cuenta), change its password and sign out; everything else answers 403.
   */
  twoFactorSetupRequired: boolean;
}

/** POST /api/auth/login with the right password of an account that has a second factor: no session yet. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

export type LoginAnswer = SignedInUser | TwoFactorChallenge;

export function isTwoFactorChallenge(answer: unknown): answer is TwoFactorChallenge {
  return typeof answer === 'object' && answer !== null && (answer as { twoFactorRequired?: unknown }).twoFactorRequired === true;
}
