import type { Claims, Tx } from '@/lib/db/client';

// Creating logins and inviting people behind one interface: the local adapter
// writes auth.users through the trusted connection, Supabase mode calls the service-role
// admin API. Callers are server actions that have already checked the admin role.

export const DUPLICATE_EMAIL = 'A user with this email address already exists.';

export class DuplicateEmailError extends Error {
  constructor() {
    super(DUPLICATE_EMAIL);
  }
}

export type NewAccount = { email: string; fullName: string };
export type InviteTarget = { id: string; email: string; fullName: string | null };
/**
 * `link` is shown to the admin (local mode). `delivery`: 'sent' (the mail server accepted
 * it, or Supabase mailed it), 'outbox' (no mail server configured), 'retrying' (the mail
 * server failed; the queue retries it).
 */
export type InvitationDelivery = 'sent' | 'outbox' | 'retrying';
export type InviteResult = { link: string | null; delivery: InvitationDelivery };

export type AdminUsers = {
  /**
   * Creates a login without a password (the auth.users trigger makes the client profile),
   * then runs `fillProfile` under the admin's claims. Throws DuplicateEmailError when the
   * email is taken; nothing is left behind when `fillProfile` throws.
   */
  createAccount<T>(claims: Claims, account: NewAccount, fillProfile: (tx: Tx, id: string) => Promise<T>): Promise<T>;
  /** Changes the login email and, in the same unit of work, the profile (`updateProfile`). */
  changeEmail<T>(claims: Claims, id: string, email: string, updateProfile: (tx: Tx) => Promise<T>): Promise<T>;
  /** Sends (or re-sends) the invitation; `portalOrigin` is e.g. https://portal.example.com. */
  invite(claims: Claims, user: InviteTarget, portalOrigin: string): Promise<InviteResult>;
  /** A one-time password-reset link for `user`, shown to the admin (valid one hour). */
  createPasswordResetLink(claims: Claims, user: InviteTarget, portalOrigin: string): Promise<string>;
  /**
   * Offboarding: blocks or unblocks sign-in at the auth provider. Local sign-in reads the
   * profile's deactivated_at itself; Supabase Auth is told to ban the login, so refresh
   * tokens stop working too.
   */
  setSignInBlocked(userId: string, blocked: boolean): Promise<void>;
  /**
   * Erasure: the login keeps no email, password or name. `inTransaction` runs on the trusted
   * connection inside the erasing transaction (local: auth.users is ours, so it commits or rolls
   * back with the rest); `afterCommit` runs once the erasure committed (Supabase: the admin API's
   * soft delete, which Supabase applies to its own tables). The profile row stays (the firm's
   * records name it), which is why the login's row is emptied rather than deleted.
   */
  eraseSignIn: {
    inTransaction(tx: Tx, userId: string): Promise<void>;
    afterCommit(userId: string): Promise<void>;
  };
};
