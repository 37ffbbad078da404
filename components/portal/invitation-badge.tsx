import { Badge, type BadgeTone } from '@/components/ui/badge';

type InvitationStatus = 'pending' | 'sent' | 'accepted';

/** An invitation status as a badge: pending 'Pending', sent 'Invited', accepted 'Active'. */
export const INVITATION_BADGES: Record<InvitationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  sent: { label: 'Invited', tone: 'blue' },
  accepted: { label: 'Active', tone: 'green' },
};

export function InvitationBadge({ status }: { status: InvitationStatus }) {
  const badge = INVITATION_BADGES[status];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
