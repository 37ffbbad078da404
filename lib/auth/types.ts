import type { Claims } from '@/lib/db/client';
import type { CookieJar } from './cookies';

/** `device`: the browser's device id for the account signing in (lib/auth/device-cookie.ts). */
export type RequestContext = { ip: string | null; userAgent: string | null; device?: string | null };

/** `mfaRequired`: the password was right; the sign-in continues with a second-factor code. */
export type SignInResult = { ok: true; claims: Claims } | { ok: false; error: string; mfaRequired?: boolean };
export type Outcome = { ok: true } | { ok: false; error: string };

/** Both adapters (local and Supabase) behind one interface; lib/auth/index.ts picks one. */
export type AuthAdapter = {
  name: 'local' | 'supabase';
  signInWithPassword(jar: CookieJar, email: string, password: string, ctx: RequestContext): Promise<SignInResult>;
  /** Finishes a sign-in that answered `mfaRequired`, with an authenticator or recovery code. */
  completeTwoFactorSignIn(jar: CookieJar, code: string, ctx: RequestContext): Promise<SignInResult>;
  /** Marks the current session as signed in with two factors (after enrolling). */
  upgradeSession(jar: CookieJar, claims: Claims): Promise<void>;
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
   * Accepts an invitation: checks the link's token, sets the password, marks
   * the profile 'accepted' and signs the new user in. The token is the local adapter's
   * invite token, or Supabase's token_hash from the invite mail.
   */
  acceptInvitation(jar: CookieJar, token: string, password: string, ctx: RequestContext): Promise<SignInResult>;
  /**
   * Forgot password: mails a one-time link valid one hour when the email belongs
   * to an active account. Never says whether it does.
   */
  requestPasswordReset(email: string, portalOrigin: string): Promise<void>;
  /** Uses the reset link's token, sets the password, ends every other session, signs in. */
  completePasswordReset(jar: CookieJar, token: string, password: string, ctx: RequestContext): Promise<SignInResult>;
  /** Changes the signed-in user's password (current one required); ends their other sessions. */
  changePassword(jar: CookieJar, claims: Claims, currentPassword: string, newPassword: string): Promise<Outcome>;
  /** True when `password` is the signed-in user's current password (nothing else changes). */
  checkCurrentPassword(claims: Claims, password: string): Promise<boolean>;
  /**
   * Sends a confirmation link to the new address; the email changes when it is opened. The
   * caller has checked the current password or a fresh two-factor code first.
   */
  requestEmailChange(jar: CookieJar, claims: Claims, newEmail: string, portalOrigin: string): Promise<Outcome>;
  /** Uses an email-change link (local token, or Supabase's token_hash with type email_change). */
  confirmEmailChange(jar: CookieJar, token: string): Promise<Outcome>;
  /** Uses the undo link mailed to the old address: the old email back, every session ended. */
  undoEmailChange(token: string): Promise<Outcome>;
};
