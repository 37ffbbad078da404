import '@/lib/zod-csp';
import { z } from 'zod';
import {
  APPROVAL_DECISIONS,
  commentRequired,
  REQUESTABLE_APPROVAL_KINDS,
  MAX_APPROVAL_TEXT,
  MAX_APPROVAL_TITLE,
} from './states';

// The approval forms, shared by the browser (before sending) and the server actions.

const optionalText = z
  .string('Please enter text')
  .max(MAX_APPROVAL_TEXT, `At most ${MAX_APPROVAL_TEXT} characters`)
  .transform((value) => value.trim())
  .optional()
  .default('');

/** The team asks the client to approve one of the project's files, or a milestone it names. */
export const requestApprovalSchema = z
  .object({
    projectId: z.uuid('Unknown project'),
    kind: z.enum(REQUESTABLE_APPROVAL_KINDS, 'Choose a file or a milestone'),
    fileId: z.union([z.uuid('Choose one of the project’s files'), z.literal('')]).optional(),
    title: z
      .string('Please enter text')
      .max(MAX_APPROVAL_TITLE, `At most ${MAX_APPROVAL_TITLE} characters`)
      .transform((value) => value.trim())
      .optional()
      .default(''),
    note: optionalText,
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'file' && !value.fileId) {
      ctx.addIssue({ code: 'custom', path: ['fileId'], message: 'Choose one of the project’s files' });
    }
    if (value.kind === 'milestone' && !value.title) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Name the milestone to approve' });
    }
  });
export type RequestApprovalInput = z.input<typeof requestApprovalSchema>;

export const APPROVAL_REQUESTED = 'Approval requested: the client has been told.';
export const APPROVAL_REQUEST_FAILED = 'The approval could not be requested. Please try again.';
export const DECISION_FAILED = 'Your decision could not be saved. Please try again.';

/** The client's answer: approve, or request changes saying what to change. */
export const decideApprovalSchema = z
  .object({
    id: z.uuid('Unknown approval'),
    decision: z.enum(APPROVAL_DECISIONS, 'Choose Approve or Request changes'),
    comment: optionalText,
  })
  .superRefine((value, ctx) => {
    if (commentRequired(value.decision) && !value.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'Please say what should change' });
    }
  });
export type DecideApprovalInput = z.input<typeof decideApprovalSchema>;
