import { Badge, type BadgeTone } from '@/components/ui/badge';
import { INVITATION_STATUS_LABELS, type InvitationStatus } from '@/lib/invitations/status';

const TONES: Record<InvitationStatus, BadgeTone> = { pending: 'yellow', sent: 'blue', accepted: 'green' };

export function InvitationBadge({ status }: { status: InvitationStatus }) {
  return <Badge tone={TONES[status]}>{INVITATION_STATUS_LABELS[status]}</Badge>;
}
