'use client';

import { InvitationBadge } from '@/components/portal/invitation-badge';
import { Badge } from '@/components/ui/badge';
import { isKnownRole, ROLE_LABELS } from '@/lib/auth/roles';
import type { InvitationStatus } from '@/lib/invitations/status';
import { EditUserDialog, type EditableUser } from './edit-user-dialog';
import { ActivationButton, ReinviteButton } from './user-row-actions';

/** A user as the row shows it, with what the viewer may do to them worked out on the server. */
export type UserLine = EditableUser & {
  /** The company the row names: the account's own, else the one a teammate belongs to. */
  company: string | null;
  status: InvitationStatus | 'deactivated';
  /** The viewer may re-invite, deactivate or reactivate this account. */
  manage: boolean;
  /** The viewer may change this account's role (the dialog offers it). */
  changeRole: boolean;
};

/**
 * The user list's rows, drawn in the browser from their data. Each row holds three client
 * components (the edit dialog, re-invite, deactivate) whose props already carried the user;
 * as a server component the row's own elements came on top, once as HTML and again as payload.
 */
export function UserRows({ rows }: { rows: UserLine[] }) {
  return (
    <tbody className="divide-y divide-slate-100">
      {rows.map(({ company, status, manage, changeRole, ...user }) => {
        const name = user.fullName || user.email;
        return (
          <tr key={user.id} data-testid="user-row">
            <td>
              <div className="font-medium text-slate-900">{user.fullName || 'Unnamed User'}</div>
              <div className="text-slate-600">{user.email}</div>
            </td>
            <td className="text-slate-700">{user.companyName || company || 'No Company'}</td>
            <td className="text-slate-700">{isKnownRole(user.role) ? ROLE_LABELS[user.role] : user.role}</td>
            <td>
              {status === 'deactivated' ? <Badge tone="red">Deactivated</Badge> : <InvitationBadge status={status} />}
            </td>
            <td className="text-right">
              <div className="flex flex-col items-end gap-2">
                <EditUserDialog user={user} canChangeRole={changeRole} />
                {manage && status !== 'deactivated' && status !== 'accepted' && (
                  <ReinviteButton userId={user.id} name={name} />
                )}
                {manage && <ActivationButton userId={user.id} name={name} deactivated={status === 'deactivated'} />}
              </div>
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}
