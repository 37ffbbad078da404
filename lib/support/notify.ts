import 'server-only';
import { siteConfig } from '@/content/site';
import type { Profile } from '@/lib/db/schema';
import type { QueuedMail } from '@/lib/mail/queue';
import { TICKET_PRIORITY_LABELS, type TicketValues } from './schema';

/** The support team's mail about a new ticket (queued with it; the admin panel has it either way). */
export function ticketMail(id: string, ticket: TicketValues, client: Profile): QueuedMail {
  const who = client.companyName || client.fullName || client.email;
  return {
    kind: 'support_ticket',
    to: siteConfig.supportEmail,
    replyTo: client.email || undefined,
    subject: `[${TICKET_PRIORITY_LABELS[ticket.priority]}] ${ticket.subject} (${who})`,
    text: [
      `${client.fullName ?? ''} <${client.email}>`.trim(),
      `Priority: ${TICKET_PRIORITY_LABELS[ticket.priority]}`,
      '',
      ticket.description,
      '',
      `Ticket ${id}: see Support in the admin panel.`,
    ].join('\n'),
  };
}
