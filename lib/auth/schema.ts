import '@/lib/zod-csp';
import { z } from 'zod';

// Sign-in: the same schema validates the form in the browser and the action.
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(320, 'Please enter a valid email')
  .regex(/^\S+@\S+$/, 'Please enter a valid email');

/** The sign-in password rules; every new password (reset, change) follows them too. */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
const CONFIRM = 'Please confirm your password';

/** The "confirm password" box of every form that sets a new password. */
export const confirmPasswordField = z.string({ error: CONFIRM }).min(1, CONFIRM);

/**
 * A new password chosen through an emailed link (password reset, invitation): the link's
 * token, the password under the sign-in rules and its confirmation, which must match.
 */
export function tokenPasswordSchema(invalidToken?: string) {
  return z
    .object({
      token: z.string().min(1, invalidToken).max(2048, invalidToken),
      password: passwordField,
      confirmPassword: confirmPasswordField,
    })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
}
export type TokenPasswordInput = z.input<ReturnType<typeof tokenPasswordSchema>>;

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
  next: z.string().max(2048).optional(),
});

export type SignInInput = z.infer<typeof signInSchema>;

/** An authenticator code (6 digits) or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the code' })
    .trim()
    .min(1, 'Enter the code')
    .max(20, 'That code is not correct. Please try again.'),
  next: z.string().max(2048).optional(),
});
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** Signing out takes nothing (the form is its button alone). */
export const signOutSchema = z.object({}).optional();
