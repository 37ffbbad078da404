// Where a proposal stands, in one place: the decisions the database stores
// (app.proposal_decisions.decision checks the same list; tests/db/domain-lists.test.ts holds
// them together) and the statuses the screens show, derived from the latest sent version.

export const PROPOSAL_DECISIONS = ['accepted', 'declined'] as const;
export type ProposalDecision = (typeof PROPOSAL_DECISIONS)[number];

export const PROPOSAL_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  draft: 'Draft',
  sent: 'Awaiting decision',
  accepted: 'Accepted and signed',
  declined: 'Declined',
  expired: 'Expired',
};

/** A sent proposal may be accepted for this many days unless the team says otherwise. */
export const DEFAULT_EXPIRY_DAYS = 30;
export const MAX_EXPIRY_DAYS = 365;

/**
 * The status of a proposal from its latest sent version: not sent is a draft; a decision on
 * it is final; otherwise it awaits the client until it expires.
 */
export function proposalStatus(
  latest: { expiresAt: Date; decision: ProposalDecision | null } | null,
  now: Date,
): ProposalStatus {
  if (!latest) return 'draft';
  if (latest.decision) return latest.decision;
  return now.getTime() >= latest.expiresAt.getTime() ? 'expired' : 'sent';
}

/** Whether the client may still decide on a version (the database checks the same). */
export function isDecidable(
  version: { version: number; expiresAt: Date },
  latestVersion: number,
  decided: boolean,
  now: Date,
): boolean {
  return !decided && version.version === latestVersion && now.getTime() < version.expiresAt.getTime();
}
