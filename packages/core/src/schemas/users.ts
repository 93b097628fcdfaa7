import { z } from 'zod';
import { LENGTHS, LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { PASSWORD_PROBLEM_MESSAGES, passwordProblem } from '../password-rule.js';
import { ROLES } from './login.js';

/**
 * A password being chosen (new users, resets, Mi cuenta), under the one rule of password-rule.ts;
 * typing it twice is the form's job. The login keeps the product's English messages
 * (docs/product.md §5); these screens speak Spanish.
 */
export const newPasswordField = z.string({ error: MESSAGES.newPasswordMin }).superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem] });
});

export const roleField = z.enum(ROLES, { error: MESSAGES.roleInvalid });

/** Usernames chosen in the admin: no spaces, so what staff type at the login matches exactly. */
export const newUsernameField = z
  .string({ error: MESSAGES.newUsernameMin })
  .min(LIMITS.minUsername, MESSAGES.newUsernameMin)
  .max(LENGTHS.username, MESSAGES.tooLong(LENGTHS.username))
  .regex(/^\S+$/u, MESSAGES.usernameSpaces);

/** POST /api/users */
export const userCreateInputSchema = z.object({
  username: newUsernameField,
  password: newPasswordField,
  role: roleField,
});
export type UserCreateInput = z.infer<typeof userCreateInputSchema>;

/** PATCH /api/users/:id: at least one change. `twoFactorEnabled: false` turns off their second factor (a lost phone). */
export const userUpdateInputSchema = z
  .object({
    role: roleField.optional(),
    disabled: z.boolean({ error: MESSAGES.disabledInvalid }).optional(),
    password: newPasswordField.optional(),
    twoFactorEnabled: z.literal(false, { error: MESSAGES.twoFactorOffOnly }).optional(),
  })
  .refine(
    (input) =>
      input.role !== undefined || input.disabled !== undefined || input.password !== undefined || input.twoFactorEnabled !== undefined,
    MESSAGES.nothingToChange,
  );
export type UserUpdateInput = z.infer<typeof userUpdateInputSchema>;

/** POST /api/auth/password (Mi cuenta). The current password is only compared, so it keeps the login's limits. */
export const passwordChangeInputSchema = z.object({
  currentPassword: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired).max(LENGTHS.password),
  newPassword: newPasswordField,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;

// The forms type each new password twice; the server never sees the repetition.
const repeatField = z.string({ error: MESSAGES.passwordsDiffer });

/** The 'Nuevo usuario' form. */
export const userCreateFormSchema = userCreateInputSchema
  .extend({ passwordRepeat: repeatField })
  .refine((input) => input.password === input.passwordRepeat, { message: MESSAGES.passwordsDiffer, path: ['passwordRepeat'] });
export type UserCreateForm = z.infer<typeof userCreateFormSchema>;

/** The 'Restablecer contraseña' form of the Usuarios screen. */
export const passwordResetFormSchema = z
  .object({ password: newPasswordField, passwordRepeat: repeatField })
  .refine((input) => input.password === input.passwordRepeat, { message: MESSAGES.passwordsDiffer, path: ['passwordRepeat'] });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** The Mi cuenta form. */
export const passwordChangeFormSchema = passwordChangeInputSchema
  .extend({ newPasswordRepeat: repeatField })
  .refine((input) => input.newPassword === input.newPasswordRepeat, { message: MESSAGES.passwordsDiffer, path: ['newPasswordRepeat'] });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** A staff account as GET /api/users lists it: never the password hash. */
export interface AdminUser {
  id: number;
  username: string;
  role: string;
  disabled: boolean;
  createdAt: string | null;
  twoFactorEnabled: boolean;
}
