'use server';

import '@/lib/zod-csp';
import { eq } from 'drizzle-orm';
import { redirect } from 'next/navigation';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { auth } from '@/lib/auth';
import {
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGE_UNDONE,
  EMAIL_TAKEN,
  PASSWORD_CHANGED,
  PROFILE_SAVED,
  RESET_REQUESTED,
  TOO_MANY_RESET_REQUESTS,
} from '@/lib/auth/messages';
import { requestContext, requestCookieJar } from '@/lib/auth/request';
import { endAllUserSessions, endUserSession } from '@/lib/auth/sessions';
import { systemDb, withUser } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { crossHostUrl } from '@/lib/links/cross-host';
import { requestPasswordResetAfterResponse } from '@/lib/auth/reset-request';
import { isWithinRateLimit } from '@/lib/security/rate-limit';
import {
  CLIENT_ONLY_FIELDS,
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  NO_USER_LOGGED_IN,
  profileSchema,
  resetPasswordSchema,
  sessionIdSchema,
  undoEmailChangeSchema,
} from './schema';
import { z } from 'zod';
import { confirmIdentity } from './confirm-identity';

// The person's own account. Every action acts on the caller's own records
// only: the target is always claims.sub, never an id from the form.

/** Reset requests per client IP, counted like sign-in attempts. */
const RESET_LIMIT = { endpoint: 'password_reset', maxRequests: 20, windowMinutes: 15 } as const;

async function portalOrigin() {
  return (await crossHostUrl('portal', '/')).replace(/\/$/, '');
}

/** Forgot password: the same answer for every email (no account enumeration). */
export const requestPasswordReset = action(
  { schema: forgotPasswordSchema, role: 'public' },
  async (input): Promise<ActionResult<{ message: string }>> => {
    const { ip } = await requestContext();
    if (!(await isWithinRateLimit(ip, RESET_LIMIT))) return { ok: false, error: TOO_MANY_RESET_REQUESTS };
    // After the response: its timing must not depend on the account (lib/auth/reset-request.ts).
    await requestPasswordResetAfterResponse(input.email, await portalOrigin());
    return { ok: true, message: RESET_REQUESTED };
  },
);

/** Sets the new password from a reset link, ends every other session and signs in. */
export const completePasswordReset = action(
  { schema: resetPasswordSchema, role: 'public' },
  async (input): Promise<ActionResult<object>> => {
    const result = await auth().completePasswordReset(
      await requestCookieJar(),
      input.token,
      input.password,
      await requestContext(),
    );
    // Two-factor stays in force: a reset password still needs the code.
    if (!result.ok && result.mfaRequired) redirect('/login/two-factor');
    if (!result.ok) return { ok: false, error: result.error };
    redirect('/dashboard');
  },
);

/** Update profile: the caller's own name, phone (and, for clients, company and contacts). */
export const updateProfile = action(
  { schema: profileSchema, role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    const changes: Partial<z.output<typeof profileSchema>> = { fullName: input.fullName, phone: input.phone };
    if (user.profile.role === 'client')
      for (const field of CLIENT_ONLY_FIELDS) Object.assign(changes, { [field]: input[field] });
    const updated = await withUser(user.claims, (tx) =>
      tx.update(profiles).set(changes).where(eq(profiles.id, user.claims.sub)).returning({ id: profiles.id }),
    );
    if (updated.length === 0) return { ok: false, error: NO_USER_LOGGED_IN, code: 'session_expired' };
    revalidatePortal('/', 'layout');
    return { ok: true, message: PROFILE_SAVED };
  },
);

export const changePassword = action(
  { schema: changePasswordSchema, role: 'signed-in', beforeTwoFactor: true },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    const result = await auth().changePassword(
      await requestCookieJar(),
      user.claims,
      input.currentPassword,
      input.newPassword,
    );
    if (!result.ok) return { ok: false, error: result.error, fieldErrors: { currentPassword: result.error } };
    revalidatePortal('/account');
    return { ok: true, message: PASSWORD_CHANGED };
  },
);

export const requestEmailChange = action(
  { schema: changeEmailSchema, role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    if (input.email.toLowerCase() === user.profile.email.toLowerCase()) {
      return {
        ok: false,
        error: 'This is already your email address.',
        fieldErrors: { email: 'This is already your email address.' },
      };
    }
    const jar = await requestCookieJar();
    const proven = await confirmIdentity(user, jar, { currentPassword: input.currentPassword, code: input.code });
    if (!proven.ok) return proven;
    const result = await auth().requestEmailChange(jar, user.claims, input.email, await portalOrigin());
    if (!result.ok) {
      return {
        ok: false,
        error: result.error,
        ...(result.error === EMAIL_TAKEN ? { fieldErrors: { email: EMAIL_TAKEN } } : {}),
      };
    }
    return { ok: true, message: EMAIL_CHANGE_SENT };
  },
);

/** Signs out one of my other sessions. */
export const revokeSession = action(
  { schema: sessionIdSchema, role: 'signed-in', beforeTwoFactor: true },
  async (input, { user }): Promise<ActionResult<object>> => {
    if (input.sessionId === user.claims.session_id) {
      return { ok: false, error: 'Use Sign Out to end the session you are using.' };
    }
    const ended = await endUserSession(systemDb(), user.claims.sub, input.sessionId);
    if (!ended) return { ok: false, error: 'That session has already ended.' };
    revalidatePortal('/account');
    return { ok: true };
  },
);

/** Signs out every session of mine but this one. */
export const revokeOtherSessions = action(
  { schema: z.object({}).optional(), role: 'signed-in', beforeTwoFactor: true },
  async (_input, { user }): Promise<ActionResult<{ ended: number }>> => {
    const ended = await endAllUserSessions(systemDb(), user.claims.sub, user.claims.session_id ?? null);
    revalidatePortal('/account');
    return { ok: true, ended };
  },
);

const EMAIL_CHANGED = 'Your email address has been changed. Use it to sign in from now on.';

/**
 * Opens the undo link mailed to the old address: that address is the sign-in email again and
 * every session of the account ends (the one that asked for the change too).
 */
export const undoEmailChange = action(
  { schema: undoEmailChangeSchema, role: 'public' },
  async (input): Promise<ActionResult<{ message: string }>> => {
    const result = await auth().undoEmailChange(input.token);
    if (!result.ok) return { ok: false, error: result.error };
    return { ok: true, message: EMAIL_CHANGE_UNDONE };
  },
);

/** Opens an email-change link (local token, or Supabase's token_hash). */
export const confirmEmailChange = action(
  { schema: z.object({ token: z.string().min(1).max(2048) }), role: 'public' },
  async (input): Promise<ActionResult<{ message: string }>> => {
    const result = await auth().confirmEmailChange(await requestCookieJar(), input.token);
    if (!result.ok) return { ok: false, error: result.error };
    // No revalidation: the link's page would render again without its (now used) token.
    return { ok: true, message: EMAIL_CHANGED };
  },
);
