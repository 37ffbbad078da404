// What a one-time account link is for, in one place: the account_tokens.purpose check
// constraint and the Drizzle column type derive from it (tests/db/domain-lists.test.ts checks
// the migrated constraint allows exactly these values). Apart from ./account-tokens.ts, which
// reads the database, so the database schema can import it.

/** `email_change_undo`: the link mailed to the old address when the sign-in email changes. */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_change', 'email_change_undo'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
