import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PUBLICATION_STATE_LABELS, type PublicationState } from '@/lib/showcase/states';

const TONES: Record<PublicationState, BadgeTone> = {
  draft: 'gray',
  awaiting_approval: 'yellow',
  changes_requested: 'red',
  approved: 'blue',
  published: 'green',
  withdrawn: 'red',
};

export function PublicationBadge({ state }: { state: PublicationState }) {
  return (
    <span data-publication-state={state}>
      <Badge tone={TONES[state]}>{PUBLICATION_STATE_LABELS[state]}</Badge>
    </span>
  );
}
