import { clsx } from 'clsx';
import { STAGE_META, type KanbanStage } from '@/lib/projects/stages';

/** A stage in its own colour (lib/projects/stages.ts). */
export function StageBadge({ stage }: { stage: KanbanStage }) {
  return <span className={clsx('badge', STAGE_META[stage].badge)}>{STAGE_META[stage].label}</span>;
}
