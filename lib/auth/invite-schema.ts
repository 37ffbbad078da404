import '@/lib/zod-csp';
import { z } from 'zod';

// Accepting an invitation: the password follows the sign-in rules (spec §5, §9).
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const INVALID_INVITATION = 'This invitation link is invalid or has expired. Please ask us for a new invitation.';
export const INVITATION_DAYS = 7;

export const acceptInvitationSchema = z
  .object({
    token: z.string().min(1, INVALID_INVITATION).max(2048, INVALID_INVITATION),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(6, 'Password must be at least 6 characters')
      .max(200, 'Password must be at most 200 characters'),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });

export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
