import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { InvitationBadge } from '@/components/portal/invitation-badge';
import { clientDisplayName } from '@/lib/clients/schema';
import type { ClientRow } from '@/lib/clients/queries';
import { formatMoney } from '@/lib/format/money';
import { DataTable, EmptyList } from '@/components/ui/data-table';

export const NO_CLIENTS = 'No clients found matching your filters';

/** One row per client, linking to its detail. */
export function ClientTable({ rows }: { rows: ClientRow[] }) {
  if (rows.length === 0) {
    return <EmptyList>{NO_CLIENTS}</EmptyList>;
  }
  return (
    <DataTable
      caption="Clients"
      columns={[
        { label: 'Client' },
        { label: 'Contact' },
        { label: 'Status' },
        { label: 'Projects' },
        { label: 'Monthly' },
        { label: 'Invitation' },
      ]}
    >
      <tbody className="divide-y divide-slate-100">
        {rows.map((client) => (
          <tr key={client.id} data-testid="client-row">
            <td className="font-medium">
              <Link href={`/admin/clients/${client.id}`} className="text-brand-700 hover:underline">
                {clientDisplayName(client)}
              </Link>
            </td>
            <td className="text-slate-700">
              <div>{client.fullName ?? '-'}</div>
              <div className="text-slate-600">{client.email}</div>
              {client.memberCount > 1 && (
                <div className="text-slate-600">{client.memberCount} people in the company</div>
              )}
            </td>
            <td>{client.active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>}</td>
            <td className="text-slate-700">{client.projectCount}</td>
            <td className="text-slate-700">{formatMoney(client.monthlyRevenue)}/mo</td>
            <td>
              <InvitationBadge status={client.invitationStatus} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
