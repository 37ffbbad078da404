import '@/lib/zod-csp';
import { z } from 'zod';

// Spec §5 (sign-in): the same schema validates the form in the browser and the action.
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
