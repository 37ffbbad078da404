import { describe, expect, it } from 'vitest';
import { manageAccountError, mayManageAccount } from '@/lib/accounts/rules';
import { describeUserAgent } from '@/lib/accounts/user-agent';
import { isSessionExpired, signInAgainHref } from '@/lib/actions/session-expiry';
import { open, seal } from '@/lib/auth/secret-box';
import { acceptedStep, currentTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret } from '@/lib/auth/totp';
import { afterFailure, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from '@/lib/mail/backoff';

// The account rules: who manages whose account, one-time codes, the mail retry schedule.

describe('who may manage an account', () => {
  it('lets admins manage clients and only super admins manage admins', () => {
    expect(mayManageAccount('admin', 'client')).toBe(true);
    expect(mayManageAccount('admin', 'admin')).toBe(false);
    expect(mayManageAccount('admin', 'super_admin')).toBe(false);
    expect(mayManageAccount('admin', 'auditor')).toBe(false);
    expect(mayManageAccount('super_admin', 'admin')).toBe(true);
    expect(mayManageAccount('client', 'client')).toBe(false);
  });
  it('never lets anyone act on themselves', () => {
    expect(manageAccountError({ id: 'a', role: 'super_admin' }, { id: 'a', role: 'super_admin' })).toMatch(/your own/);
  });
});

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 23, 12, 0, 15);
  const step = Math.floor(now / 30_000);

  it('accept the current code and one step of drift, nothing older', () => {
    expect(acceptedStep(secret, currentTotp(secret, now), null, now)).toBe(step);
    expect(acceptedStep(secret, currentTotp(secret, now - 30_000), null, now)).toBe(step - 1);
    expect(acceptedStep(secret, currentTotp(secret, now - 90_000), null, now)).toBeNull();
    expect(acceptedStep(secret, '12345', null, now)).toBeNull();
  });
  it('work once: a step at or before the last used one is refused (expiry and single use)', () => {
    const code = currentTotp(secret, now);
    expect(acceptedStep(secret, code, step, now)).toBeNull();
    expect(acceptedStep(secret, currentTotp(secret, now + 30_000), step, now)).toBe(step + 1);
  });
  it('recovery codes are ten, distinct, and hashed case- and dash-insensitively', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]));
  });
  it('secrets are sealed: the stored form does not contain them and only the same key opens it', () => {
    const key = 'k'.repeat(40);
    const sealed = seal(secret, key);
    expect(sealed).not.toContain(secret);
    expect(open(sealed, key)).toBe(secret);
    expect(() => open(sealed, 'x'.repeat(40))).toThrow();
  });
});

describe('the mail retry schedule', () => {
  it('backs off exponentially, capped, then gives up', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(20)).toBe(6 * 60 * 60);
    expect(afterFailure(1)).toEqual({ status: 'queued', delaySeconds: 60 });
    expect(afterFailure(MAX_MAIL_ATTEMPTS)).toEqual({ status: 'failed' });
  });
});

describe('session expiry and devices', () => {
  it('recognises the expired answer and builds the way back', () => {
    expect(isSessionExpired({ ok: false, code: 'session_expired' })).toBe(true);
    expect(isSessionExpired({ ok: false })).toBe(false);
    expect(signInAgainHref('/admin/clients?q=a b')).toBe('/login?next=%2Fadmin%2Fclients%3Fq%3Da+b&expired=1');
  });
  it('names browsers and systems', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36 Edg/120',
      ),
    ).toBe('Edge on Windows');
    expect(describeUserAgent(null)).toBe('Unknown browser');
  });
});
