import 'server-only';
import type { ActionError } from '@/lib/actions/action';
import type { CurrentUser } from '@/lib/auth/current-user';
import type { CookieJar } from '@/lib/auth/cookies';
import { trustedDevice } from '@/lib/auth/device-cookie';
import { auth } from '@/lib/auth';
import {
  EMAIL_CHANGE_CODE_NEEDED,
  EMAIL_CHANGE_PASSWORD_NEEDED,
  INVALID_CODE,
  WRONG_CURRENT_PASSWORD,
} from '@/lib/auth/messages';
import { requestContext } from '@/lib/auth/request';
import { checkSecondFactor, twoFactorStatus } from '@/lib/auth/two-factor';
import { recordSecurityEvent } from '@/lib/security/events';
import { signInAllowed, TOO_MANY_ATTEMPTS } from '@/lib/security/sign-in-limits';
import { recordWrongCode, TOO_MANY_CODES, twoFactorAllowed } from '@/lib/security/two-factor-limits';

// A session alone must not be enough to move an account away from its owner: before such a
// change the person proves it again, with the strongest factor the account has. A fresh
// authenticator code when two-factor is on (the password may be what was stolen), else the
// current password. Wrong answers count towards the same per-account limits as signing in, so
// a stolen session is no way to guess either.

export type Proof = { currentPassword?: string; code?: string };

const refusal = (field: keyof Proof, message: string): ActionError => ({
  ok: false,
  error: message,
  fieldErrors: { [field]: message },
});

/** `{ ok: true }` when the signed-in person proved it is them; the refusal to show otherwise. */
export async function confirmIdentity(
  user: CurrentUser,
  jar: CookieJar,
  proof: Proof,
): Promise<{ ok: true } | ActionError> {
  const { ip } = await requestContext();
  const email = (user.claims.email ?? user.profile.email).toLowerCase();
  const device = await trustedDevice(jar, email);
  const { enabled } = await twoFactorStatus(user.claims, jar);
  if (enabled) {
    if (!proof.code) return refusal('code', EMAIL_CHANGE_CODE_NEEDED);
    if (!(await twoFactorAllowed(ip, user.claims.sub, device))) return { ok: false, error: TOO_MANY_CODES };
    if (await checkSecondFactor(user.claims, jar, proof.code)) return { ok: true };
    await recordWrongCode(ip, { userId: user.claims.sub, email }, device);
    return refusal('code', INVALID_CODE);
  }
  if (!proof.currentPassword) return refusal('currentPassword', EMAIL_CHANGE_PASSWORD_NEEDED);
  if (!(await signInAllowed(ip, email, device))) return { ok: false, error: TOO_MANY_ATTEMPTS };
  if (await auth().checkCurrentPassword(user.claims, proof.currentPassword)) return { ok: true };
  await recordSecurityEvent('failed_login', ip, {
    email: email.slice(0, 320),
    user: user.claims.sub,
    ...(device ? { device } : {}),
  });
  return refusal('currentPassword', WRONG_CURRENT_PASSWORD);
}
