import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { siteConfig } from '@/content/site';

// Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s), the kind every authenticator
// app reads from a QR code. Pure: the database and the clock are the caller's.

const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, account: string) {
  return new TOTP({
    issuer: siteConfig.name,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app reads (from the QR code, or typed by hand). */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** The current code (for tests and the browser flows that play the authenticator app). */
export function currentTotp(secret: string, now = Date.now()): string {
  return totp(secret, '').generate({ timestamp: now });
}

/**
 * The 30-second step `code` is valid for (one step of clock drift either way), or null.
 * A step at or before `lastUsedStep` is refused, so each code works once.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, '').validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

/** Ten recovery codes like "k3m9q-x7p2w"; each replaces one authenticator code, once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
