'use client';

import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { KanbanStage } from '@/lib/projects/stages';
import type { Progress } from '@/lib/tasks/progress';
import { ProjectTimeline } from './project-timeline';

/**
 * The client's project page's Progress box: the six steps, the bar and the dates and fees. A
 * client component for its weight: its payload is these few figures, where a server
 * component's was every element of the box again beside the same HTML.
 */
export function ProjectProgress({
  title,
  stage,
  progress,
  startDate,
  endDate,
  projectValue,
  monthlyFee,
}: {
  title: string;
  stage: KanbanStage;
  progress: Pick<Progress, 'percent' | 'step'>;
  startDate: string | null;
  endDate: string | null;
  projectValue: number;
  monthlyFee: number;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6">
      <ProjectTimeline stage={stage} step={progress.step} label={`Steps of ${title}`} />
      <div className="mt-6">
        <ProgressBar value={progress.percent} label={`${title} progress`} />
      </div>
      {/* `project-facts` (app/components.css) styles each term and its value by place. */}
      <dl className="project-facts">
        <div>
          <dt>Start date</dt>
          <dd>{startDate ? formatDate(startDate) : 'Not set'}</dd>
        </div>
        <div>
          <dt>Go-live / due date</dt>
          <dd>{endDate ? formatDate(endDate) : 'Not set'}</dd>
        </div>
        <div>
          <dt>Project value</dt>
          <dd>{formatMoney(projectValue)}</dd>
        </div>
        <div>
          <dt>Monthly fee</dt>
          <dd>{`${formatMoney(monthlyFee)}/mo`}</dd>
        </div>
      </dl>
    </div>
  );
}
