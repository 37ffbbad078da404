import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { InvitationBadge } from '@/components/portal/invitation-badge';
import { clientDisplayName } from '@/lib/clients/schema';
import type { ClientRow } from '@/lib/clients/queries';
import { formatMoney } from '@/lib/format/money';

export const NO_CLIENTS = 'No clients found matching your filters';

/** Spec §2.11: one row per client, linking to its detail. */
export function ClientTable({ rows }: { rows: ClientRow[] }) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">{NO_CLIENTS}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Clients</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Client
            </th>
            <th scope="col" className="px-4 py-3">
              Contact
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Projects
            </th>
            <th scope="col" className="px-4 py-3">
              Monthly
            </th>
            <th scope="col" className="px-4 py-3">
              Invitation
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((client) => (
            <tr key={client.id} data-testid="client-row">
              <td className="px-4 py-3 font-medium">
                <Link href={`/admin/clients/${client.id}`} className="text-brand-700 hover:underline">
                  {clientDisplayName(client)}
                </Link>
              </td>
              <td className="px-4 py-3 text-slate-700">
                <div>{client.fullName ?? '-'}</div>
                <div className="text-slate-600">{client.email}</div>
              </td>
              <td className="px-4 py-3">
                {client.active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>}
              </td>
              <td className="px-4 py-3 text-slate-700">{client.projectCount}</td>
              <td className="px-4 py-3 text-slate-700">{formatMoney(client.monthlyRevenue)}/mo</td>
              <td className="px-4 py-3">
                <InvitationBadge status={client.invitationStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
