// The one list of approval states and what each means. Every screen, action and test reads
// them from here; the migration's checks list the same values (tests/db/domain-lists.test.ts
// holds the two together).

export const APPROVAL_STATES = ['pending', 'approved', 'changes_requested'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** What the client may answer: a decision ends the approval; it cannot be decided again. */
export const APPROVAL_DECISIONS = ['approved', 'changes_requested'] as const satisfies readonly ApprovalState[];
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** What the team asks about from a project's Approvals form. */
export const REQUESTABLE_APPROVAL_KINDS = ['file', 'milestone'] as const;
export type RequestableApprovalKind = (typeof REQUESTABLE_APPROVAL_KINDS)[number];

/**
 * Consent to publish: asked from the case study and testimonial screens, with the exact text
 * (and how the client is named) in the approval's note.
 */
export const PUBLICATION_APPROVAL_KINDS = ['case_study', 'testimonial'] as const;

export const APPROVAL_KINDS = [...REQUESTABLE_APPROVAL_KINDS, ...PUBLICATION_APPROVAL_KINDS] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  file: 'File',
  milestone: 'Milestone',
  case_study: 'Case study',
  testimonial: 'Testimonial',
};

export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

export const MAX_APPROVAL_TITLE = 200;
export const MAX_APPROVAL_TEXT = 2000;
/** The note of a case study's or testimonial's approval: the whole text the client approves. */
export const MAX_PUBLICATION_APPROVAL_TEXT = 8000;

export function isDecided(state: ApprovalState): boolean {
  return state !== 'pending';
}

/** A request for changes must say what to change; an approval may carry a comment. */
export function commentRequired(decision: ApprovalDecision): boolean {
  return decision === 'changes_requested';
}
