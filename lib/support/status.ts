// The support ticket statuses, one list for every screen, filter, export and test,
// in the queue's order (the database enum support_ticket_status has the same values in the
// same order; tests/db checks it). No zod here: badges and the database schema import it.
//
// How a ticket moves (the database applies the reply rule itself, whoever writes):
//   a client's reply          -> Open               (the team owes an answer)
//   the team's reply          -> Waiting on client  (the client owes one)
//   either side closes it     -> Resolved           (no more replies until reopened)
//   either side reopens it    -> Open

export const TICKET_STATUSES = ['open', 'waiting_on_client', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  waiting_on_client: 'Waiting on client',
  resolved: 'Resolved',
};

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

/** Replies are taken until the ticket is closed. */
export function canReply(status: TicketStatus): boolean {
  return status !== 'resolved';
}

/** The status a close or reopen button sets, from the one shown: Resolved, or Open again. */
export function toggledStatus(status: TicketStatus): 'open' | 'resolved' {
  return status === 'resolved' ? 'open' : 'resolved';
}

/** The statuses a person may set by hand (close, reopen); the others follow replies. */
export const SETTABLE_TICKET_STATUSES = ['open', 'resolved'] as const;
