// Where a case study or a testimonial stands on its way to the public site. It is not stored:
// it follows from its approval's state and the two dates (published, consent withdrawn), which
// the database keeps consistent (app.showcase_guard). Screens, actions and tests read it here.
import type { ApprovalState } from '@/lib/approvals/states';

export const PUBLICATION_STATES = [
  'draft',
  'awaiting_approval',
  'changes_requested',
  'approved',
  'published',
  'withdrawn',
] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const PUBLICATION_STATE_LABELS: Record<PublicationState, string> = {
  draft: 'Draft',
  awaiting_approval: 'Awaiting the client’s approval',
  changes_requested: 'Changes requested',
  approved: 'Approved, not published',
  published: 'Published',
  withdrawn: 'Consent withdrawn',
};

/** The two things published with consent; also their approval kinds. */
export const SHOWCASE_KINDS = ['case_study', 'testimonial'] as const;
export type ShowcaseKind = (typeof SHOWCASE_KINDS)[number];

export type ConsentFacts = {
  approvalStatus: ApprovalState | null;
  publishedAt: Date | null;
  consentWithdrawnAt: Date | null;
};

export function publicationState(facts: ConsentFacts): PublicationState {
  if (facts.consentWithdrawnAt) return 'withdrawn';
  if (facts.publishedAt) return 'published';
  switch (facts.approvalStatus) {
    case 'pending':
      return 'awaiting_approval';
    case 'changes_requested':
      return 'changes_requested';
    case 'approved':
      return 'approved';
    default:
      return 'draft';
  }
}

/** The team may publish only what the client approved and has not withdrawn. */
export function canPublish(state: PublicationState): boolean {
  return state === 'approved';
}

/** Asking (again) is possible for a draft, after changes were requested, or after a withdrawal. */
export function canRequestApproval(state: PublicationState): boolean {
  return state === 'draft' || state === 'changes_requested' || state === 'withdrawn';
}

/** A client may withdraw consent once given, published or not. */
export function canWithdraw(state: PublicationState): boolean {
  return state === 'approved' || state === 'published';
}

export const MAX_CASE_STUDY_TITLE = 120;
export const MAX_CASE_STUDY_SUMMARY = 300;
export const MAX_CASE_STUDY_SECTION = 2000;
export const MAX_CLIENT_LABEL = 120;
export const MAX_QUOTE = 600;
export const MAX_PERSON_TEXT = 120;
