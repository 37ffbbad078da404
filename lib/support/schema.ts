import '@/lib/zod-csp';
import { z } from 'zod';
import { TICKET_PRIORITIES } from './priority';
import { SETTABLE_TICKET_STATUSES } from './status';

// The priorities: ./priority.ts; the statuses: ./status.ts.
export { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, type TicketPriority } from './priority';
export { TICKET_STATUSES, TICKET_STATUS_LABELS, type TicketStatus } from './status';

export const NOT_YOUR_PROJECT = 'Please choose one of your projects';
export const REPLY_FAILED = 'Your reply could not be sent. Please try again.';
export const TICKET_FAILED = 'We could not submit your ticket. Please try again, or email support.';
export const TICKET_GONE = 'That ticket is not available.';
export const TICKET_CLOSED = 'This ticket is resolved. Reopen it to reply.';
export const STATUS_CHANGED = 'The ticket’s status has just changed. Please reload the page.';

/** The 'Create New Ticket' form, shared by the browser form and the server action. */
export const ticketSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Please keep the subject under 200 characters'),
  priority: z.enum(TICKET_PRIORITIES, { error: 'Please choose a priority' }),
  description: z
    .string({ error: 'Please describe the issue' })
    .trim()
    .min(1, 'Please describe the issue')
    .max(5000, 'Please keep the description under 5,000 characters'),
  projectId: z.union([z.literal(''), z.uuid(NOT_YOUR_PROJECT)]).optional(),
});

export type TicketInput = z.input<typeof ticketSchema>;

export type TicketValues = z.output<typeof ticketSchema>;

export const emptyTicket: TicketInput = { subject: '', priority: 'medium', description: '', projectId: '' };

export const ticketStatusSchema = z.object({
  id: z.uuid('Unknown ticket'),
  status: z.enum(SETTABLE_TICKET_STATUSES, { error: 'Please choose Open or Resolved' }),
});

export const REPLY_MAX = 5000;

/** A reply on a ticket (either side), shared by the reply form and its server action. */
export const ticketReplySchema = z.preprocess(
  (value) => (value instanceof FormData ? { ticketId: value.get('ticketId'), body: value.get('body') ?? '' } : value),
  z.object({
    ticketId: z.uuid('Unknown ticket'),
    body: z
      .string({ error: 'Please write your reply' })
      .trim()
      .min(1, 'Please write your reply')
      .max(REPLY_MAX, 'Please keep your reply under 5,000 characters'),
  }),
);
export type TicketReplyValues = z.output<typeof ticketReplySchema>;
