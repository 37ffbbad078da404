import 'server-only';
import { siteConfig } from '@/content/site';
import type { Profile } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail/send';
import { TICKET_PRIORITY_LABELS, type TicketValues } from './schema';

/** Tells the support team about a new ticket when mail is configured; the admin panel has it either way. */
export async function notifyTeamOfTicket(id: string, ticket: TicketValues, client: Profile): Promise<boolean> {
  const who = client.companyName || client.fullName || client.email;
  return sendMail({
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
  });
}
