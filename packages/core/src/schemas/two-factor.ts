import { z } from 'zod';
import { LENGTHS } from '../limits.js';
import { MESSAGES } from '../messages.js';

/**
 * A code typed at the second step: 6 digits from the authenticator app, or one of the recovery
 * codes (10 letters and digits, shown as 'abcde-12345'). Spaces and dashes are ignored, letters
 * may be typed in capitals.
 */
export const twoFactorCodeField = z
  .string({ error: MESSAGES.twoFactorCodeInvalid })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, MESSAGES.twoFactorCodeInvalid));

/** POST /api/auth/2fa/verify and /api/auth/2fa/enable */
export const twoFactorCodeInputSchema = z.object({ code: twoFactorCodeField });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeInputSchema>;

/** POST /api/auth/2fa/disable: the password proves it is the owner, not someone at an open session. */
export const twoFactorDisableInputSchema = z.object({
  password: z.string({ error: MESSAGES.twoFactorPasswordRequired }).min(1, MESSAGES.twoFactorPasswordRequired).max(LENGTHS.password),
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInputSchema>;

/** POST /api/auth/2fa/setup: the secret, also as the otpauth:// URL an authenticator app reads from the QR code. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/auth/2fa/enable: shown once; each works once in place of a code. */
export interface TwoFactorRecoveryCodes {
  recoveryCodes: string[];
}

/** GET/PUT /api/auth/policy (Configuración, admins): never part of the public site settings. */
export const authPolicySchema = z.object({
  requireTwoFactorForAdmins: z.boolean({ error: MESSAGES.twoFactorPolicyInvalid }),
});
export type AuthPolicy = z.infer<typeof authPolicySchema>;
