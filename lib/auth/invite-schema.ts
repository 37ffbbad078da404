import '@/lib/zod-csp';
import { tokenPasswordSchema, type TokenPasswordInput } from './schema';

// Accepting an invitation: the password follows the sign-in rules.
export const INVALID_INVITATION = 'This invitation link is invalid or has expired. Please ask us for a new invitation.';
export const INVITATION_DAYS = 7;

export const acceptInvitationSchema = tokenPasswordSchema(INVALID_INVITATION);
export type AcceptInvitationInput = TokenPasswordInput;
