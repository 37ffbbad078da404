import type { UserRow } from '@/lib/users/queries';
import { mayManageAccount } from '@/lib/accounts/rules';
import { DataTable, EmptyList } from '@/components/ui/data-table';
import { UserRows, type UserLine } from './user-rows';

export const NO_USERS = 'No users found matching your filters';

const manageable = (viewer: { id: string; role: string }, user: { id: string; role: string }) =>
  viewer.id !== user.id && mayManageAccount(viewer.role, user.role);

/** Name or 'Unnamed User', company or 'No Company', invitation badge, Edit. */
export function UserTable({ rows, viewer }: { rows: UserRow[]; viewer: { id: string; role: string } }) {
  if (rows.length === 0) {
    return <EmptyList>{NO_USERS}</EmptyList>;
  }
  return (
    <DataTable
      caption="Users"
      columns={[
        { label: 'User' },
        { label: 'Company' },
        { label: 'Role' },
        { label: 'Status' },
        { label: <span className="sr-only">Actions</span> },
      ]}
    >
      <UserRows
        rows={rows.map((user): UserLine => ({
          id: user.id,
          fullName: user.fullName,
          email: user.email,
          companyName: user.companyName,
          role: user.role,
          company: user.companyName ? null : user.company,
          status: user.deactivatedAt ? 'deactivated' : user.invitationStatus,
          manage: manageable(viewer, user),
          changeRole: viewer.role === 'super_admin' && viewer.id !== user.id,
        }))}
      />
    </DataTable>
  );
}
