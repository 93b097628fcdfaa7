import { z } from 'zod';
import { LENGTHS, LIMITS, utf8Bytes } from '../limits.js';
import { MESSAGES } from '../messages.js';

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

/** The answer of GET /api/auth/me and POST /api/auth/login. */
export interface CurrentUser {
  id: number;
  username: string;
  role: string;
}
