import { InvitationBadge } from '@/components/portal/invitation-badge';
import { isKnownRole } from '@/lib/auth/guard';
import type { UserRow } from '@/lib/users/queries';
import { ROLE_LABELS } from '@/lib/users/schema';
import { EditUserDialog } from './edit-user-dialog';

export const NO_USERS = 'No users found matching your filters';

/** Spec §2.16: name or 'Unnamed User', company or 'No Company', invitation badge, Edit. */
export function UserTable({ rows, viewer }: { rows: UserRow[]; viewer: { id: string; role: string } }) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">{NO_USERS}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              User
            </th>
            <th scope="col" className="px-4 py-3">
              Company
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((user) => (
            <tr key={user.id} data-testid="user-row">
              <td className="px-4 py-3">
                <div className="font-medium text-slate-900">{user.fullName || 'Unnamed User'}</div>
                <div className="text-slate-600">{user.email}</div>
              </td>
              <td className="px-4 py-3 text-slate-700">{user.companyName || 'No Company'}</td>
              <td className="px-4 py-3 text-slate-700">
                {isKnownRole(user.role) ? ROLE_LABELS[user.role] : user.role}
              </td>
              <td className="px-4 py-3">
                <InvitationBadge status={user.invitationStatus} />
              </td>
              <td className="px-4 py-3 text-right">
                <EditUserDialog user={user} canChangeRole={viewer.role === 'super_admin' && viewer.id !== user.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
