import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { COMPANY_ROLE_LABELS } from '@/lib/companies/roles';
import type { Teammate } from '@/lib/companies/queries';
import { INVITATION_STATUS_LABELS } from '@/lib/invitations/status';
import { RemoveTeammateButton } from './remove-teammate-button';

type Props = {
  organizationId: string;
  teammates: Teammate[];
  projects: { id: string; title: string }[];
  /** The viewer's profile id (their own row offers Leave). */
  viewerId: string;
  /** Owners and staff remove people; everyone may leave. */
  canManage: boolean;
  /** Staff: each person's row links to erasing them on request. */
  offerErase?: boolean;
  caption: string;
};

const COLUMNS: Column[] = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Sees' },
  { label: 'Invitation' },
  { label: <span className="sr-only">Actions</span> },
];

function access(teammate: Teammate, titles: Map<string, string>): string {
  if (teammate.companyRole === 'owner') return 'Everything';
  const listed = teammate.projectIds.map((id) => titles.get(id) ?? 'a project').join(', ');
  if (teammate.companyRole === 'billing') return listed ? `Billing; projects: ${listed}` : 'Billing only';
  if (teammate.restricted) return listed ? `Only: ${listed}` : 'No projects yet';
  return 'All projects';
}

/** The company's people: name, email, role, what they see, invitation status. */
export function TeamTable({ organizationId, teammates, projects, viewerId, canManage, offerErase, caption }: Props) {
  const titles = new Map(projects.map((p) => [p.id, p.title]));
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      <tbody>
        {teammates.map((teammate) => {
          const name = teammate.fullName || teammate.email;
          const self = teammate.profileId === viewerId;
          return (
            <tr key={teammate.profileId}>
              <td className="font-medium text-slate-900">
                {name}
                {self && <span className="text-slate-600"> (you)</span>}
              </td>
              <td className="break-all text-slate-700">{teammate.email}</td>
              <td>
                <Badge>{COMPANY_ROLE_LABELS[teammate.companyRole]}</Badge>
              </td>
              <td className="text-slate-700">{access(teammate, titles)}</td>
              <td className="text-slate-700">
                {teammate.deactivated ? 'Deactivated' : INVITATION_STATUS_LABELS[teammate.invitationStatus]}
              </td>
              <td>
                {(canManage || self) && (
                  <RemoveTeammateButton
                    organizationId={organizationId}
                    profileId={teammate.profileId}
                    name={name}
                    self={self}
                  />
                )}
                {offerErase && (
                  <Link
                    href={`/admin/clients/${teammate.profileId}/erase`}
                    prefetch={false}
                    className="mt-1 block text-right text-sm text-red-700 underline"
                    aria-label={`Erase ${name}`}
                  >
                    Erase
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
