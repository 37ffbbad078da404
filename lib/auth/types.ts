import type { Claims } from '@/lib/db/client';
import type { CookieJar } from './cookies';

/** `device`: the browser's device id for the account signing in (lib/auth/device-cookie.ts). */
export type RequestContext = { ip: string | null; userAgent: string | null; device?: string | null };

export type SignInResult = { ok: true; claims: Claims } | { ok: false; error: string };

/** Both adapters (local and Supabase) behind one interface; lib/auth/index.ts picks one. */
export type AuthAdapter = {
  name: 'local' | 'supabase';
  /**
   * Whether the server must also find the token's auth.sessions row (local sessions are
   * revoked by deleting it). Supabase Auth keeps its own sessions and getClaims asks it.
   */
  checksSessionRow: boolean;
  signInWithPassword(jar: CookieJar, email: string, password: string, ctx: RequestContext): Promise<SignInResult>;
  signOut(jar: CookieJar): Promise<{ error?: string }>;
  /**
   * Claims of a token whose signature and expiry check out, or null. Never trusts an
   * unverified token, but never reads our database either: the proxy calls it, and the
   * server's one session check per request (getCurrentUser) adds the session row.
   */
  getClaims(jar: CookieJar): Promise<Claims | null>;
  /** Called by the proxy on every portal request: reissues a token close to expiry, without the database. */
  refreshSession(jar: CookieJar): Promise<void>;
  /**
   * Accepts an invitation (DESIGN §5): checks the link's token, sets the password, marks
   * the profile 'accepted' and signs the new user in. The token is the local adapter's
   * invite token, or Supabase's token_hash from the invite mail.
   */
  acceptInvitation(jar: CookieJar, token: string, password: string, ctx: RequestContext): Promise<SignInResult>;
};
