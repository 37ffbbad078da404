import type { Metadata } from 'next';
import { RecordNotFound } from '@/components/portal/record-not-found';
import { TicketThread } from '@/components/portal/support/ticket-thread';
import { requireRole } from '@/lib/auth/require-role';
import { isUuid } from '@/lib/lists/params';
import { getTicketThread } from '@/lib/support/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Support ticket' };

function TicketNotFound() {
  return (
    <RecordNotFound
      title="Ticket not found"
      message="This address does not name a support ticket."
      back={{ href: '/admin/support', label: 'Back to Support' }}
    />
  );
}

/** A ticket for the team: the conversation with the client, a reply, close or reopen. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) return <TicketNotFound />;
  const ticket = await pageTransaction(claims, (tx) => getTicketThread(tx, id));
  if (!ticket) return <TicketNotFound />;
  return <TicketThread ticket={ticket} viewer="team" back={{ href: '/admin/support', label: 'Back to Support' }} />;
}
