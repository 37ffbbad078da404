// The support ticket priorities (Low, Medium, High, Urgent), one list for the form,
// the zod schema (./schema.ts), the mails and the Drizzle enum (tests/db/domain-lists.test.ts
// checks the database enum app.support_ticket_priority has the same values in this order).
// No zod here: the database schema imports it.

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};
