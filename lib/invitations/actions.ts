'use server';

import { redirect } from 'next/navigation';
import { action, type ActionResult } from '@/lib/actions/action';
import { auth } from '@/lib/auth';
import { acceptInvitationSchema } from '@/lib/auth/invite-schema';
import { requestContext, requestCookieJar } from '@/lib/auth/request';

/** The invited person sets a password (DESIGN §5); they are then signed in. */
export const acceptInvitation = action(
  { schema: acceptInvitationSchema, role: 'public' },
  async (input): Promise<ActionResult<object>> => {
    const result = await auth().acceptInvitation(
      await requestCookieJar(),
      input.token,
      input.password,
      await requestContext(),
    );
    if (!result.ok) return { ok: false, error: result.error };
    redirect('/dashboard');
  },
);
