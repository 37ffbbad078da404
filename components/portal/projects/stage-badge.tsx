import { clsx } from 'clsx';
import { STAGE_META, type KanbanStage } from '@/lib/projects/stages';

/** A stage in its own colour (lib/projects/stages.ts). */
export function StageBadge({ stage }: { stage: KanbanStage }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STAGE_META[stage].badge)}>
      {STAGE_META[stage].label}
    </span>
  );
}
