'use server';

import { redirect } from 'next/navigation';
import { action, type ActionResult } from '@/lib/actions/action';
import { recordSignIn } from '@/lib/activity/record';
import { SIGN_IN_LIMITS, signInAllowed, TOO_MANY_ATTEMPTS } from '@/lib/security/sign-in-limits';
import { issueDeviceCookie, trustedDevice } from './device-cookie';
import { auth } from './index';
import { requestContext, requestCookieJar } from './request';
import { safeInternalPath } from './safe-redirect';
import { signInSchema, signOutSchema, twoFactorCodeSchema } from './schema';
import { isWithinRateLimit } from '@/lib/security/rate-limit';

export const signIn = action({ schema: signInSchema, role: 'public' }, async (input): Promise<ActionResult<object>> => {
  const jar = await requestCookieJar();
  const device = await trustedDevice(jar, input.email);
  const context = { ...(await requestContext()), device };
  if (!(await signInAllowed(context.ip, input.email, device))) return { ok: false, error: TOO_MANY_ATTEMPTS };
  const result = await auth().signInWithPassword(jar, input.email, input.password, context);
  const next = safeInternalPath(input.next, '/dashboard');
  // The password was right (the second factor may still be due): this browser has proven it
  // knows the account, so the per-account lockout no longer applies to it.
  if (result.ok || result.mfaRequired) await issueDeviceCookie(jar, input.email);
  if (!result.ok && result.mfaRequired) redirect(`/login/two-factor?${new URLSearchParams({ next })}`);
  if (!result.ok) return { ok: false, error: result.error };
  await recordSignIn(result.claims.sub, context.ip);
  redirect(next);
});

/** The second step of signing in: an authenticator code or a recovery code. */
export const signInWithCode = action(
  { schema: twoFactorCodeSchema, role: 'public' },
  async (input): Promise<ActionResult<object>> => {
    const context = await requestContext();
    if (!(await isWithinRateLimit(context.ip, SIGN_IN_LIMITS.perIp))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const result = await auth().completeTwoFactorSignIn(await requestCookieJar(), input.code, context);
    if (!result.ok) return { ok: false, error: result.error, fieldErrors: { code: result.error } };
    await recordSignIn(result.claims.sub, context.ip);
    redirect(safeInternalPath(input.next, '/dashboard'));
  },
);

/** Signing out; the portal's Sign Out form is then sent home. */
export const signOut = action(
  { schema: signOutSchema, role: 'public', redirectOnPost: () => '/' },
  async (): Promise<ActionResult<object>> => {
    const result = await auth().signOut(await requestCookieJar());
    if (result.error) return { ok: false, error: result.error };
    return { ok: true };
  },
);
