import type { Metadata } from 'next';
import { ListFilters } from '@/components/portal/list-filters';
import { PageHeader } from '@/components/portal/page-header';
import { StatCard } from '@/components/portal/stat-card';
import { InviteUserDialog } from '@/components/portal/users/invite-user-dialog';
import { UserTable } from '@/components/portal/users/user-table';
import { Pagination } from '@/components/ui/pagination';
import { requireRole } from '@/lib/auth/require-role';
import { listHref, PAGE_SIZE, pageCount, type SearchParams } from '@/lib/lists/params';
import { listUsers, userSummary } from '@/lib/users/queries';
import { parseUserListParams, ROLE_FILTER_OPTIONS } from '@/lib/users/schema';
import { ACCOUNT_FILTER_OPTIONS, accountFilterParam } from '@/lib/accounts/account-filter';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'User Management' };

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { claims, profile } = await requireRole('admin');
  const params = parseUserListParams(await searchParams);
  const [summary, list] = await pageTransaction(claims, (tx) => Promise.all([userSummary(tx), listUsers(tx, params)]));

  return (
    <>
      <PageHeader
        title="User Management"
        description="Everyone with a portal account."
        actions={<InviteUserDialog canChooseRole={profile.role === 'super_admin'} />}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Users" value={summary.totalUsers} />
        <StatCard label="Active Users" value={summary.activeUsers} />
        <StatCard label="Pending Invites" value={summary.pendingInvites} />
      </div>
      <div className="mt-6 space-y-4">
        <ListFilters
          key={`${params.q}|${params.role}|${params.accounts}`}
          action="/admin/users"
          searchLabel="Search users"
          placeholder="Search users..."
          query={params.q}
          filters={[
            { name: 'role', label: 'Role', value: params.role, options: ROLE_FILTER_OPTIONS },
            { name: 'accounts', label: 'Accounts', value: params.accounts, options: ACCOUNT_FILTER_OPTIONS },
          ]}
        />
        <UserTable rows={list.rows} viewer={{ id: profile.id, role: profile.role }} />
        <Pagination
          label="User pages"
          page={params.page}
          pageCount={pageCount(list.total)}
          total={list.total}
          pageSize={PAGE_SIZE}
          hrefFor={(page) =>
            listHref('/admin/users', {
              q: params.q,
              role: params.role,
              accounts: accountFilterParam(params.accounts),
              page,
            })
          }
        />
      </div>
    </>
  );
}
