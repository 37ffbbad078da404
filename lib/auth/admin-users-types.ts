import type { Claims, Tx } from '@/lib/db/client';

// Creating logins and inviting people (DESIGN §5) behind one interface: the local adapter
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
/** `link` is shown to the admin (local mode); `emailed` says whether a mail went out. */
export type InviteResult = { link: string | null; emailed: boolean };

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
};
