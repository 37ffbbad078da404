import 'server-only';
import QRCode from 'qrcode';
import type { Claims } from '@/lib/db/client';
import type { CookieJar } from './cookies';
import { env, isSupabaseMode } from '@/lib/config/env';
import { supabaseServerClient } from './supabase-adapter';
import {
  confirmEnrolment,
  disableTwoFactor as disableLocal,
  isEnrolled,
  pendingSecret,
  replaceRecoveryCodes,
  startEnrolment,
  unusedRecoveryCodes,
  verifySecondFactor,
} from './two-factor-local';
import { totpUri } from './totp';

// Two-factor sign-in for both adapters: local TOTP (two-factor-local.ts) or
// Supabase MFA (mfa.enroll / challenge / verify, the aal2 claim). The QR code is drawn on
// the server as SVG: no third-party service sees the secret.

export type Enrolment = { secret: string; qrSvgDataUrl: string; factorId: string | null };

async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function supabase(jar: CookieJar) {
  const e = env();
  return supabaseServerClient({ url: e.NEXT_PUBLIC_SUPABASE_URL!, anonKey: e.NEXT_PUBLIC_SUPABASE_ANON_KEY! }, jar);
}

export async function twoFactorStatus(
  claims: Claims,
  jar?: CookieJar,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  if (isSupabaseMode() && jar) {
    const { data } = await supabase(jar).auth.mfa.listFactors();
    const enabled = (data?.totp ?? []).length > 0;
    return { enabled, recoveryCodesLeft: enabled ? await unusedRecoveryCodes(claims.sub) : 0 };
  }
  const enabled = await isEnrolled(claims.sub);
  return { enabled, recoveryCodesLeft: enabled ? await unusedRecoveryCodes(claims.sub) : 0 };
}

/** Starts (or shows again) an enrolment: the secret as QR code and as a key to type. */
export async function beginEnrolment(claims: Claims, jar: CookieJar): Promise<Enrolment | null> {
  if (isSupabaseMode()) {
    const { data, error } = await supabase(jar).auth.mfa.enroll({ factorType: 'totp' });
    if (error || !data) throw new Error(error?.message ?? 'Enrolment failed');
    return { secret: data.totp.secret, qrSvgDataUrl: await qrDataUrl(data.totp.uri), factorId: data.id };
  }
  const secret = (await pendingSecret(claims.sub)) ?? (await startEnrolment(claims.sub));
  if (!secret) return null;
  return { secret, qrSvgDataUrl: await qrDataUrl(totpUri(secret, claims.email ?? '')), factorId: null };
}

/** The first code turns two-factor on; returns the recovery codes (shown once), or null. */
export async function finishEnrolment(
  claims: Claims,
  jar: CookieJar,
  code: string,
  factorId: string | null,
): Promise<string[] | null> {
  if (isSupabaseMode()) {
    if (!factorId) return null;
    const { error } = await supabase(jar).auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
    if (error) return null;
    // Supabase MFA has no recovery codes: the app keeps them (hashed) in mfa_recovery_codes,
    // keyed by the Supabase user id, as in local mode.
    return replaceRecoveryCodes(claims.sub);
  }
  return confirmEnrolment(claims.sub, code);
}

/** Turns two-factor off after checking a current code (or a recovery code). */
export async function turnOffTwoFactor(claims: Claims, jar: CookieJar, code: string): Promise<boolean> {
  if (isSupabaseMode()) {
    const client = supabase(jar);
    const { data } = await client.auth.mfa.listFactors();
    const factor = data?.totp?.[0];
    if (!factor) return false;
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: code.replace(/\s+/g, '') });
    if (verified.error) return false;
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    return !error;
  }
  return disableLocal(claims.sub, code);
}

/**
 * A fresh proof of the second factor from a signed-in person (before a change to the account
 * itself): a current authenticator code, each usable once, or an unused recovery code.
 */
export async function checkSecondFactor(claims: Claims, jar: CookieJar, code: string): Promise<boolean> {
  if (isSupabaseMode()) {
    const client = supabase(jar);
    const { data } = await client.auth.mfa.listFactors();
    const factor = data?.totp?.[0];
    if (!factor) return false;
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: code.replace(/\s+/g, '') });
    return !verified.error;
  }
  return (await verifySecondFactor(claims.sub, code)) !== null;
}
