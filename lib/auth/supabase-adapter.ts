// Supabase Auth through @supabase/ssr. Claims come from getClaims(), which verifies the
// JWT (locally with asymmetric keys, or by asking Supabase Auth); the session cookies are
// read and written through the same CookieJar the local adapter uses.
import { createServerClient } from '@supabase/ssr';
import WebSocket from 'ws';
import type { Claims } from '@/lib/db/client';
import { recordSecurityEvent } from '@/lib/security/events';
import { sessionCookieOptions, supabaseCookieOptions, type CookieJar } from './cookies';
import { markInvitationAccepted } from './invitation-status';
import { INVALID_INVITATION } from './invite-schema';
import type { AuthAdapter } from './types';

export type SupabaseConfig = { url: string; anonKey: string; fetch?: typeof fetch };

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
    // Node 20 has no global WebSocket and supabase-js refuses to build a client without
    // one, although the server never opens a realtime channel.
    realtime: globalThis.WebSocket ? undefined : { transport: WebSocket as never },
  });
}

export function createSupabaseAuth(config: SupabaseConfig): AuthAdapter {
  return {
    name: 'supabase',
    checksSessionRow: false,

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
      const claims = await this.getClaims(jar);
      if (!claims) return { ok: false, error: 'Auth session missing!' };
      return { ok: true, claims };
    },

    async signOut(jar) {
      const { error } = await supabaseServerClient(config, jar).auth.signOut();
      return error ? { error: error.message } : {};
    },

    async getClaims(jar) {
      const { data, error } = await supabaseServerClient(config, jar).auth.getClaims();
      if (error || !data?.claims?.sub) return null;
      return data.claims as unknown as Claims;
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
  };
}
