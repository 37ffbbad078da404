import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { TicketThread } from '@/components/portal/support/ticket-thread';
import { isAdminRole } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/require-role';
import { isUuid } from '@/lib/lists/params';
import { getTicketThread } from '@/lib/support/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Support ticket' };

/**
 * A client's own ticket with the team's replies. Anyone else's id, or no ticket,
 * is a 404 (RLS answers nothing); admins go to the admin screen of the same ticket.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireRole('signed-in');
  const { id } = await params;
  if (isAdminRole(user.profile.role)) redirect(`/admin/support/${encodeURIComponent(id)}`);
  if (user.profile.role !== 'client') redirect('/');
  if (!isUuid(id)) notFound();
  const ticket = await pageTransaction(user.claims, (tx) => getTicketThread(tx, id));
  if (!ticket || ticket.clientId !== user.claims.sub) notFound();
  return <TicketThread ticket={ticket} viewer="client" back={{ href: '/support', label: 'Back to Support' }} />;
}
