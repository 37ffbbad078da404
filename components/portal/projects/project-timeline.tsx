'use client';

import { CLIENT_PROGRESS_STEPS, clientProgressStep, type KanbanStage } from '@/lib/projects/stages';

/**
 * The client's six-step view of one project: done steps filled, the current one marked. A client
 * component for its weight: its payload is the stage and the step, where a server component's
 * was the six steps' elements, beside the same HTML.
 */
export function ProjectTimeline({
  stage,
  label,
  step,
}: {
  stage: KanbanStage;
  label: string;
  /** The step from the plan's progress (lib/tasks/progress.ts); without it, the stage's. */
  step?: { index: number; fillPercent: number };
}) {
  const { index, fillPercent } = step ?? clientProgressStep(stage);
  return (
    // `timeline` (app/components.css): the grey track is its ::before, the blue fill its first child.
    <div className="timeline">
      <div
        style={{ width: `calc((100% - 1.5rem) * ${fillPercent / 100})` }}
        data-testid="timeline-fill"
        data-fill={fillPercent}
        aria-hidden="true"
      />
      {/* `timeline-steps` (app/components.css) draws a step by its state: done (data-done), current
          (aria-current) or ahead; on a phone only the current step's name shows. */}
      <ol className="timeline-steps" aria-label={label}>
        {CLIENT_PROGRESS_STEPS.map((step, i) => (
          // Only the attributes a step has: an absent one still travels in the payload.
          <li key={step} {...(i === index && { 'aria-current': 'step' })} {...(i < index && { 'data-done': true })}>
            <span>{i + 1}</span>
            <span>
              {step}
              {i === index && <span>(current)</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
