'use server';

import { redirect } from 'next/navigation';
import { action, type ActionResult } from '@/lib/actions/action';
import { auth } from '@/lib/auth';
import { acceptInvitationSchema } from '@/lib/auth/invite-schema';
import { requestContext, requestCookieJar } from '@/lib/auth/request';
import { endSession } from '@/lib/auth/sessions';

/** The invited person sets a password (DESIGN §5); they are then signed in. */
export const acceptInvitation = action(
  { schema: acceptInvitationSchema, role: 'public' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const jar = await requestCookieJar();
    const result = await auth().acceptInvitation(jar, input.token, input.password, await requestContext());
    if (!result.ok) return { ok: false, error: result.error };
    // The browser was signed in as someone else: that session ends, not only its cookie.
    const earlier = user?.claims.session_id;
    if (earlier && earlier !== result.claims.session_id) await endSession(earlier);
    redirect('/dashboard');
  },
);
