import { InvitationBadge } from '@/components/portal/invitation-badge';
import { isKnownRole, ROLE_LABELS } from '@/lib/auth/roles';
import type { UserRow } from '@/lib/users/queries';
import { EditUserDialog } from './edit-user-dialog';
import { ActivationButton, ReinviteButton } from './user-row-actions';
import { Badge } from '@/components/ui/badge';
import { mayManageAccount } from '@/lib/accounts/rules';
import { DataTable, EmptyList } from '@/components/ui/data-table';

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
      <tbody className="divide-y divide-slate-100">
        {rows.map((user) => (
          <tr key={user.id} data-testid="user-row">
            <td>
              <div className="font-medium text-slate-900">{user.fullName || 'Unnamed User'}</div>
              <div className="text-slate-600">{user.email}</div>
            </td>
            <td className="text-slate-700">{user.companyName || user.company || 'No Company'}</td>
            <td className="text-slate-700">{isKnownRole(user.role) ? ROLE_LABELS[user.role] : user.role}</td>
            <td>
              {user.deactivatedAt ? (
                <Badge tone="red">Deactivated</Badge>
              ) : (
                <InvitationBadge status={user.invitationStatus} />
              )}
            </td>
            <td className="text-right">
              <div className="flex flex-col items-end gap-2">
                <EditUserDialog
                  user={{
                    id: user.id,
                    fullName: user.fullName,
                    email: user.email,
                    companyName: user.companyName,
                    role: user.role,
                  }}
                  canChangeRole={viewer.role === 'super_admin' && viewer.id !== user.id}
                />
                {manageable(viewer, user) && !user.deactivatedAt && user.invitationStatus !== 'accepted' && (
                  <ReinviteButton userId={user.id} name={user.fullName || user.email} />
                )}
                {manageable(viewer, user) && (
                  <ActivationButton
                    userId={user.id}
                    name={user.fullName || user.email}
                    deactivated={Boolean(user.deactivatedAt)}
                  />
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
