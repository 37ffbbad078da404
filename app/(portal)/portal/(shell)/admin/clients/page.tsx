import type { Metadata } from 'next';
import { ClientTable } from '@/components/portal/clients/client-table';
import { ListFilters } from '@/components/portal/list-filters';
import { PageHeader } from '@/components/portal/page-header';
import { StatCard } from '@/components/portal/stat-card';
import { ButtonLink } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { requireRole } from '@/lib/auth/require-role';
import { clientSummary, listClients } from '@/lib/clients/queries';
import { parseClientListParams } from '@/lib/clients/schema';
import { formatMoney } from '@/lib/format/money';
import { ACCOUNT_FILTER_OPTIONS, accountFilterParam } from '@/lib/accounts/account-filter';
import { listHref, PAGE_SIZE, pageCount, type SearchParams } from '@/lib/lists/params';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Client Management' };

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { claims } = await requireRole('admin');
  const params = parseClientListParams(await searchParams);
  const [summary, list] = await pageTransaction(claims, (tx) =>
    Promise.all([clientSummary(tx), listClients(tx, params)]),
  );

  return (
    <>
      <PageHeader
        title="Client Management"
        description="All clients, their projects and invitations."
        actions={<ButtonLink href="/admin/clients/new">Add New Client</ButtonLink>}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Clients" value={summary.totalClients} detail={`${summary.activeClients} active`} />
        <StatCard label="Active Projects" value={summary.activeProjects} />
        <StatCard label="Monthly Revenue" value={formatMoney(summary.monthlyRevenue)} />
      </div>
      <div className="mt-6 space-y-4">
        <ListFilters
          key={`${params.q}|${params.status}|${params.accounts}`}
          action="/admin/clients"
          searchLabel="Search clients"
          placeholder="Search clients..."
          query={params.q}
          filters={[
            { name: 'status', label: 'Status', value: params.status, options: STATUS_OPTIONS },
            { name: 'accounts', label: 'Accounts', value: params.accounts, options: ACCOUNT_FILTER_OPTIONS },
          ]}
        />
        <ClientTable rows={list.rows} />
        <Pagination
          label="Client pages"
          page={params.page}
          pageCount={pageCount(list.total)}
          total={list.total}
          pageSize={PAGE_SIZE}
          hrefFor={(page) =>
            listHref('/admin/clients', {
              q: params.q,
              status: params.status,
              accounts: accountFilterParam(params.accounts),
              page,
            })
          }
        />
      </div>
    </>
  );
}
