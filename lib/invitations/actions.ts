'use server';

import { redirect } from 'next/navigation';
import { action, type ActionResult } from '@/lib/actions/action';
import { auth } from '@/lib/auth';
import { acceptInvitationSchema } from '@/lib/auth/invite-schema';
import { requestContext, requestCookieJar } from '@/lib/auth/request';
import { endSession } from '@/lib/auth/sessions';
import { systemDb } from '@/lib/db/client';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { accountIdSchema } from '@/lib/accounts/schema';
import { sendInvitation, type InvitationOutcome } from './send-invitation';

/** The invited person sets a password; they are then signed in. */
export const acceptInvitation = action(
  { schema: acceptInvitationSchema, role: 'public' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const jar = await requestCookieJar();
    const result = await auth().acceptInvitation(jar, input.token, input.password, await requestContext());
    if (!result.ok) return { ok: false, error: result.error };
    // The browser was signed in as someone else: that session ends, not only its cookie.
    const earlier = user?.claims.session_id;
    if (earlier && earlier !== result.claims.session_id) await endSession(systemDb(), earlier);
    redirect('/dashboard');
  },
);

/**
 * Re-sends the invitation of any pending account, authorized by the account's
 * role: admins re-invite clients, super admins anyone (sendInvitation checks it).
 */
export const reinvite = action(
  { schema: accountIdSchema, role: 'admin' },
  async (input, { user }): Promise<InvitationOutcome> => {
    const outcome = await sendInvitation(user, input.userId, { clientsOnly: false });
    revalidatePortal('/admin/users');
    revalidatePortal('/admin/clients');
    return outcome;
  },
);
