import { Badge, type BadgeTone } from '@/components/ui/badge';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@/lib/support/schema';

const STATUS_TONE: Record<TicketStatus, BadgeTone> = { open: 'blue', waiting_on_client: 'yellow', resolved: 'green' };
const PRIORITY_TONE: Record<TicketPriority, BadgeTone> = {
  low: 'gray',
  medium: 'purple',
  high: 'yellow',
  urgent: 'red',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{TICKET_STATUS_LABELS[status]}</Badge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge tone={PRIORITY_TONE[priority]}>
      <span className="sr-only">Priority: </span>
      {TICKET_PRIORITY_LABELS[priority]}
    </Badge>
  );
}
