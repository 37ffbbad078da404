import '@/lib/zod-csp';
import { z } from 'zod';
import {
  confirmPasswordField,
  emailField,
  passwordField,
  PASSWORDS_DO_NOT_MATCH,
  tokenPasswordSchema,
  type TokenPasswordInput,
} from '@/lib/auth/schema';
import { requiredEmail } from '@/lib/validation/email';
import { FULL_NAME_REQUIRED, optionalEmail, optionalText, website } from '@/lib/clients/schema';
import { uuidSchema } from '@/lib/lists/params';

// Account self-service: one schema per form, shared by the form and the action.

export const NO_USER_LOGGED_IN = 'No user logged in';

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = tokenPasswordSchema();
export type ResetPasswordInput = TokenPasswordInput;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200),
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

// A new login email follows the strict rule every stored address follows. The form asks for
// the current password, or a code from the authenticator app when two-factor is on; which of
// the two the account needs is the server's to say (lib/accounts/confirm-identity.ts).
export const changeEmailSchema = z.object({
  email: requiredEmail(),
  currentPassword: z.string().max(200, 'Your current password is not correct.').optional(),
  code: z.string().trim().max(20, 'That code is not correct. Please try again.').optional(),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** The undo link's one-time token (the page puts it in the form). */
export const undoEmailChangeSchema = z.object({
  token: z.string().min(1, 'This undo link is invalid, used or expired.').max(200),
});

/**
 * Update profile: what a person may change about themselves. Everyone has a
 * name and phone; clients also their company and contacts. Role, login email, invitation
 * state, custom fields and status are not here (and the database refuses them too).
 */
export const profileSchema = z.object({
  fullName: z
    .string({ error: FULL_NAME_REQUIRED })
    .trim()
    .min(1, FULL_NAME_REQUIRED)
    .max(200, 'Full name must be at most 200 characters'),
  phone: optionalText(50),
  companyName: optionalText(200),
  website,
  address: optionalText(1000),
  billingEmail: optionalEmail,
  billingContactName: optionalText(200),
  billingContactEmail: optionalEmail,
  technicalContactName: optionalText(200),
  technicalContactEmail: optionalEmail,
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** The fields of profileSchema a client may set; others keep only name and phone. */
export const CLIENT_ONLY_FIELDS = [
  'companyName',
  'website',
  'address',
  'billingEmail',
  'billingContactName',
  'billingContactEmail',
  'technicalContactName',
  'technicalContactEmail',
] as const;

export const sessionIdSchema = z.object({ sessionId: uuidSchema });
export const accountIdSchema = z.object({ userId: uuidSchema });
export const setActiveSchema = z.object({ userId: uuidSchema, active: z.boolean() });
