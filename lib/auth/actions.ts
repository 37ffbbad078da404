'use server';

import { redirect } from 'next/navigation';
import { action, type ActionResult } from '@/lib/actions/action';
import { recordSignIn } from '@/lib/activity/record';
import { SIGN_IN_LIMITS, signInAllowed, TOO_MANY_ATTEMPTS } from '@/lib/security/sign-in-limits';
import { isDeactivated } from './account-status';
import { issueDeviceCookie, trustedDevice } from './device-cookie';
import { ACCOUNT_DEACTIVATED } from './messages';
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
  // The sign-in is complete: this browser has proven it is the account's, so the per-account
  // lockout no longer applies to it. With two-factor on, only after the code (signInWithCode):
  // a password alone must not earn a browser its own, separate count of code guesses.
  if (result.ok) await issueDeviceCookie(jar, input.email);
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
    const jar = await requestCookieJar();
    const result = await auth().completeTwoFactorSignIn(jar, input.code, context);
    if (!result.ok) return { ok: false, error: result.error, fieldErrors: { code: result.error } };
    // Deactivated since the password step: no session, no "Signed in" (the local adapter checks
    // before opening one; Supabase's session is ended here).
    if (await isDeactivated(result.claims.sub)) {
      await auth().signOut(jar);
      return { ok: false, error: ACCOUNT_DEACTIVATED };
    }
    if (result.claims.email) await issueDeviceCookie(jar, result.claims.email);
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
