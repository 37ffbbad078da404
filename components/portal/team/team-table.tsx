import { COMPANY_ROLE_LABELS } from '@/lib/companies/roles';
import type { Teammate } from '@/lib/companies/queries';
import { INVITATION_STATUS_LABELS } from '@/lib/invitations/status';
import { TeamMembers, type TeamMember } from './team-members';

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
  const members = teammates.map((teammate): TeamMember => {
    const self = teammate.profileId === viewerId;
    return {
      id: teammate.profileId,
      name: teammate.fullName || teammate.email,
      email: teammate.email,
      role: COMPANY_ROLE_LABELS[teammate.companyRole],
      sees: access(teammate, titles),
      invitation: teammate.deactivated ? 'Deactivated' : INVITATION_STATUS_LABELS[teammate.invitationStatus],
      self,
      removable: canManage || self,
    };
  });
  return (
    <TeamMembers organizationId={organizationId} members={members} offerErase={offerErase ?? false} caption={caption} />
  );
}
