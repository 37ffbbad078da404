// Where an account's invitation stands, in one place: the database enum
// app.invitation_status, the Drizzle enum, the row types and the badges derive from it
// (tests/db/domain-lists.test.ts checks the migrated enum has the same values in this order).

export const INVITATION_STATUSES = ['pending', 'sent', 'accepted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An accepted invitation is an active account. */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  sent: 'Invited',
  accepted: 'Active',
};
