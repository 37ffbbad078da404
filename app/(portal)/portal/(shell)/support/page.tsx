import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { NewTicketForm } from '@/components/portal/support/new-ticket-form';
import { QuickHelp } from '@/components/portal/support/quick-help';
import { TicketList } from '@/components/portal/support/ticket-list';
import { supportCopy } from '@/content/client-portal';
import { requireRole } from '@/lib/auth/require-role';
import { listClientProjects } from '@/lib/client-portal/queries';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import { listClientTickets } from '@/lib/support/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Support' };

export default async function Page() {
  const { claims, company } = await requireRole('client');
  const [tickets, projects] = await pageTransaction(claims, (tx) =>
    Promise.all([company ? listClientTickets(tx, company.id) : [], listClientProjects(tx, claims.sub)]),
  );
  return (
    <>
      <PageHeader title={supportCopy.title} description={supportCopy.description} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <section aria-labelledby="tickets-heading">
            <h2 id="tickets-heading" className="section-title">
              {supportCopy.ticketsHeading}
            </h2>
            {tickets.length === 0 ? (
              <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{supportCopy.noTickets}</p>
            ) : (
              <TicketList tickets={tickets} />
            )}
          </section>
          <section aria-labelledby="new-ticket-heading" className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 id="new-ticket-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {supportCopy.formHeading}
            </h2>
            <NewTicketForm projects={projects.map(({ id, title }) => ({ id, title }))} formKey={newIdempotencyKey()} />
          </section>
        </div>
        <div>
          <QuickHelp />
        </div>
      </div>
    </>
  );
}
