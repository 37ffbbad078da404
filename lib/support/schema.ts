import '@/lib/zod-csp';
import { z } from 'zod';

// Spec §9: support priorities Low, Medium, High, Urgent; tickets are Open or Resolved.
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const TICKET_STATUSES = ['open', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', resolved: 'Resolved' };

export const NOT_YOUR_PROJECT = 'Please choose one of your projects';
export const TICKET_FAILED = 'We could not submit your ticket. Please try again, or email support.';

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
  status: z.enum(TICKET_STATUSES, { error: 'Please choose Open or Resolved' }),
});
