// Supabase Auth through @supabase/ssr. Claims come from getClaims(), which verifies the
// JWT (locally with asymmetric keys, or by asking Supabase Auth); the session cookies are
// read and written through the same CookieJar the local adapter uses.
import { createServerClient } from '@supabase/ssr';
import { createClient } from '@supabase/supabase-js';
import type { Claims } from '@/lib/db/client';
import { recordSecurityEvent } from '@/lib/security/events';
import { recordWrongCode, TOO_MANY_CODES, twoFactorAllowed } from '@/lib/security/two-factor-limits';
import { sessionCookieOptions, supabaseCookieOptions, type CookieJar } from './cookies';
import { isDeactivated, syncProfileEmail } from './account-status';
import { trustedDevice } from './device-cookie';
import { markInvitationAccepted } from './invitation-status';
import { supabaseAdminAuth } from './supabase-admin-client';
import { redeemRecoveryCode } from './two-factor-local';
import {
  ACCOUNT_DEACTIVATED,
  EMAIL_TAKEN,
  INVALID_CODE,
  INVALID_EMAIL_LINK,
  INVALID_RESET_LINK,
  TWO_FACTOR_EXPIRED,
  TWO_FACTOR_NEEDED,
  UNDO_NOT_AVAILABLE,
  WRONG_CURRENT_PASSWORD,
} from './messages';
import { INVALID_INVITATION } from './invite-schema';
import type { AuthAdapter } from './types';
import { log } from '@/lib/log/logger';

export type SupabaseConfig = {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
  /** The service-role key: a recovery code removes the lost factor through the Admin API. */
  serviceRoleKey?: string;
};

export function supabaseServerClient(config: SupabaseConfig, jar: CookieJar) {
  const domain = sessionCookieOptions(0, jar.host).domain;
  return createServerClient(config.url, config.anonKey, {
    // The library scopes (and clears) its cookies with this Domain; the other attributes are
    // set below, because it overrides httpOnly and the lifetime (lib/auth/cookies.ts).
    cookieOptions: domain ? { domain } : undefined,
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookies) =>
        cookies.forEach(({ name, value, options }) =>
          jar.set(name, value, supabaseCookieOptions(options as Parameters<typeof supabaseCookieOptions>[0], jar.host)),
        ),
    },
    global: config.fetch ? { fetch: config.fetch } : undefined,
  });
}

/** A client without cookies: for checking a password without touching the user's session. */
function detachedClient(config: SupabaseConfig) {
  return createClient(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: config.fetch ? { fetch: config.fetch } : undefined,
  });
}

/** The session is at aal1 but the user has a verified factor (Supabase's own rule). */
async function needsSecondFactor(supabase: ReturnType<typeof supabaseServerClient>): Promise<boolean> {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

const noCookies: CookieJar = { getAll: () => [], set: () => {} };

export function createSupabaseAuth(config: SupabaseConfig): AuthAdapter {
  /**
   * A recovery code at the second-factor step. Supabase MFA has no recovery codes
   * and raises a session to aal2 only for a verified factor, so the app keeps the codes
   * (hashed, lib/auth/two-factor-local.ts) and a valid one stands in for the lost device:
   * the code is used up, the factor is removed with the Admin API, and the refreshed session
   * (no factor left, so aal1 is all it needs) signs in. Two-factor is then off, and the
   * account page (or, for an admin who must use it, the guard) asks to set it up again.
   */
  async function signInWithRecoveryCode(
    supabase: ReturnType<typeof supabaseServerClient>,
    factorId: string,
    code: string,
  ): Promise<boolean> {
    if (!config.serviceRoleKey) return false;
    const { data } = await supabase.auth.getClaims();
    const userId = data?.claims?.sub;
    if (!userId || !(await redeemRecoveryCode(userId, code.trim()))) return false;
    const admin = supabaseAdminAuth({ url: config.url, serviceRoleKey: config.serviceRoleKey, fetch: config.fetch });
    const { error } = await admin.mfa.deleteFactor({ id: factorId, userId });
    if (error) return false;
    const refreshed = await supabase.auth.refreshSession();
    return !refreshed.error;
  }

  return {
    name: 'supabase',

    async signInWithPassword(jar, email, password, ctx) {
      const supabase = supabaseServerClient(config, jar);
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error || !data.session) {
        await recordSecurityEvent('failed_login', ctx.ip, {
          email: email.toLowerCase().slice(0, 320),
          ...(ctx.device ? { device: ctx.device } : {}),
        });
        return { ok: false, error: error?.message ?? 'An unexpected error occurred' };
      }
      if (await isDeactivated(data.session.user.id)) {
        await supabase.auth.signOut({ scope: 'local' });
        return { ok: false, error: ACCOUNT_DEACTIVATED };
      }
      // An enrolled user's session stays at aal1 (and counts as signed out here) until the
      // code is verified on the two-factor step.
      if (await needsSecondFactor(supabase)) return { ok: false, error: TWO_FACTOR_NEEDED, mfaRequired: true };
      const claims = await this.getClaims(jar);
      if (!claims) return { ok: false, error: 'Auth session missing!' };
      return { ok: true, claims };
    },

    async signOut(jar) {
      const { error } = await supabaseServerClient(config, jar).auth.signOut();
      return error ? { error: error.message } : {};
    },

    async getClaims(jar) {
      const supabase = supabaseServerClient(config, jar);
      const { data, error } = await supabase.auth.getClaims();
      if (error || !data?.claims?.sub) return null;
      if (data.claims.aal !== 'aal2' && (await needsSecondFactor(supabase))) return null;
      return data.claims as unknown as Claims;
    },

    async completeTwoFactorSignIn(jar, code, ctx) {
      const supabase = supabaseServerClient(config, jar);
      const { data: factors } = await supabase.auth.mfa.listFactors();
      const factor = factors?.totp?.[0];
      // The password step's (aal1) session says whose sign-in this is.
      const pending = (await supabase.auth.getClaims()).data?.claims;
      if (!factor || !pending?.sub) return { ok: false, error: TWO_FACTOR_EXPIRED };
      // The per-account limit, as in local mode (Supabase Auth limits its own verify calls).
      const account = { userId: pending.sub, email: typeof pending.email === 'string' ? pending.email : null };
      const device = account.email ? await trustedDevice(jar, account.email) : null;
      if (!(await twoFactorAllowed(ctx.ip, account.userId, device))) return { ok: false, error: TOO_MANY_CODES };
      const { error } = await supabase.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: code.replace(/\s+/g, ''),
      });
      if (error) {
        if (await signInWithRecoveryCode(supabase, factor.id, code)) {
          const claims = await this.getClaims(jar);
          if (claims) return { ok: true, claims };
        }
        await recordWrongCode(ctx.ip, account, device);
        return { ok: false, error: INVALID_CODE };
      }
      const claims = await this.getClaims(jar);
      if (!claims) return { ok: false, error: 'Auth session missing!' };
      return { ok: true, claims };
    },

    async upgradeSession() {
      // mfa.challengeAndVerify already issued an aal2 session.
    },

    async refreshSession(jar) {
      // getClaims() refreshes an expired session and writes the new cookies through setAll.
      await supabaseServerClient(config, jar).auth.getClaims();
    },

    async acceptInvitation(jar, tokenHash, password) {
      const supabase = supabaseServerClient(config, jar);
      // A session from an earlier attempt (e.g. a password Supabase refused) means the
      // one-time token is already used: go straight to setting the password.
      if (!(await this.getClaims(jar))) {
        const { error } = await supabase.auth.verifyOtp({ type: 'invite', token_hash: tokenHash });
        if (error) return { ok: false, error: INVALID_INVITATION };
      }
      const { data, error } = await supabase.auth.updateUser({ password });
      if (error || !data.user) return { ok: false, error: error?.message ?? 'Auth session missing!' };
      await markInvitationAccepted(data.user.id);
      const claims = await this.getClaims(jar);
      if (!claims) return { ok: false, error: 'Auth session missing!' };
      return { ok: true, claims };
    },

    async requestPasswordReset(email, portalOrigin) {
      // Supabase mails the link (recovery template: {{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=recovery)
      // and rate limits it; its answer is not shown, so every visitor hears the same.
      const { error } = await supabaseServerClient(config, noCookies).auth.resetPasswordForEmail(email, {
        redirectTo: `${portalOrigin}/auth/confirm`,
      });
      if (error) log.error({ err: error.message }, 'Supabase password reset request failed');
    },

    async completePasswordReset(jar, tokenHash, password) {
      const supabase = supabaseServerClient(config, jar);
      const { data, error } = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
      if (error || !data.user) return { ok: false, error: INVALID_RESET_LINK };
      if (await isDeactivated(data.user.id)) {
        await supabase.auth.signOut({ scope: 'local' });
        return { ok: false, error: ACCOUNT_DEACTIVATED };
      }
      const updated = await supabase.auth.updateUser({ password });
      if (updated.error) return { ok: false, error: updated.error.message };
      await supabase.auth.signOut({ scope: 'others' });
      await markInvitationAccepted(data.user.id);
      const claims = await this.getClaims(jar);
      if (!claims) return { ok: false, error: 'Auth session missing!' };
      return { ok: true, claims };
    },

    async checkCurrentPassword(claims, password) {
      // Supabase has no "check this password" call: sign in on a detached client, then end
      // that extra session at once.
      const check = detachedClient(config);
      const { error } = await check.auth.signInWithPassword({ email: claims.email ?? '', password });
      if (error) return false;
      await check.auth.signOut({ scope: 'local' });
      return true;
    },

    async changePassword(jar, claims, currentPassword, newPassword) {
      // Supabase has no "check this password" call: sign in on a detached client, then end
      // that extra session at once.
      const check = detachedClient(config);
      const { error: wrong } = await check.auth.signInWithPassword({
        email: claims.email ?? '',
        password: currentPassword,
      });
      if (wrong) return { ok: false, error: WRONG_CURRENT_PASSWORD };
      await check.auth.signOut({ scope: 'local' });
      const supabase = supabaseServerClient(config, jar);
      const { error } = await supabase.auth.updateUser({ password: newPassword });
      if (error) return { ok: false, error: error.message };
      await supabase.auth.signOut({ scope: 'others' });
      return { ok: true };
    },

    async requestEmailChange(jar, _claims, newEmail, portalOrigin) {
      // Supabase mails the confirmation (email change template:
      // {{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=email_change).
      const { error } = await supabaseServerClient(config, jar).auth.updateUser(
        { email: newEmail },
        { emailRedirectTo: `${portalOrigin}/auth/confirm` },
      );
      if (!error) return { ok: true };
      if (error.code === 'email_exists') return { ok: false, error: EMAIL_TAKEN };
      return { ok: false, error: error.message };
    },

    async confirmEmailChange(jar, tokenHash) {
      const { data, error } = await supabaseServerClient(config, jar).auth.verifyOtp({
        type: 'email_change',
        token_hash: tokenHash,
      });
      if (error || !data.user?.email) return { ok: false, error: INVALID_EMAIL_LINK };
      await syncProfileEmail(data.user.id, data.user.email);
      return { ok: true };
    },

    // Supabase Auth mails the old address itself when "Secure email change" is on (both
    // addresses must confirm), which is the protection this mode has: it has no undo link.
    async undoEmailChange() {
      return { ok: false, error: UNDO_NOT_AVAILABLE };
    },
  };
}
