'use server';

import { redirect } from 'next/navigation';
import '@/lib/zod-csp';
import { z } from 'zod';
import { action, type ActionResult } from '@/lib/actions/action';
import { signInAllowed, TOO_MANY_ATTEMPTS } from '@/lib/security/sign-in-limits';
import { issueDeviceCookie, trustedDevice } from './device-cookie';
import { auth } from './index';
import { requestContext, requestCookieJar } from './request';
import { safeInternalPath } from './safe-redirect';
import { signInSchema } from './schema';

export const signIn = action({ schema: signInSchema, role: 'public' }, async (input): Promise<ActionResult<object>> => {
  const jar = await requestCookieJar();
  const device = await trustedDevice(jar, input.email);
  const context = { ...(await requestContext()), device };
  if (!(await signInAllowed(context.ip, input.email, device))) return { ok: false, error: TOO_MANY_ATTEMPTS };
  const result = await auth().signInWithPassword(jar, input.email, input.password, context);
  if (!result.ok) return { ok: false, error: result.error };
  await issueDeviceCookie(jar, input.email);
  redirect(safeInternalPath(input.next, '/dashboard'));
});

export const signOut = action(
  { schema: z.object({}).optional(), role: 'public' },
  async (): Promise<ActionResult<object>> => {
    const result = await auth().signOut(await requestCookieJar());
    if (result.error) return { ok: false, error: result.error };
    return { ok: true };
  },
);
