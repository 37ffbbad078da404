import { clsx } from 'clsx';
import { CLIENT_PROGRESS_STEPS, clientProgressStep, type KanbanStage } from '@/lib/projects/stages';

/** The client's six-step view of one project: done steps filled, the current one marked. */
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
    <div className="relative mt-6">
      <div className="absolute top-3 right-3 left-3 h-1 rounded bg-slate-200" aria-hidden="true" />
      <div
        className="absolute top-3 left-3 h-1 rounded bg-brand-600"
        style={{ width: `calc((100% - 1.5rem) * ${fillPercent / 100})` }}
        data-testid="timeline-fill"
        data-fill={fillPercent}
        aria-hidden="true"
      />
      <ol className="relative flex justify-between" aria-label={label}>
        {CLIENT_PROGRESS_STEPS.map((step, i) => (
          <li
            key={step}
            className="flex flex-col items-center text-center"
            aria-current={i === index ? 'step' : undefined}
          >
            <span
              className={clsx(
                'flex h-7 w-7 items-center justify-center rounded-full border-2 text-xs font-bold',
                i < index && 'border-brand-600 bg-brand-600 text-white',
                i === index && 'border-brand-600 bg-white text-brand-700',
                i > index && 'border-slate-300 bg-white text-slate-500',
              )}
            >
              {i + 1}
            </span>
            <span
              className={clsx(
                'mt-2 text-xs sm:text-sm',
                // Six labels side by side do not fit a phone: there it names only the current step.
                i === index ? 'font-semibold text-slate-900' : 'sr-only text-slate-600 sm:not-sr-only',
              )}
            >
              {step}
              {i === index && <span className="block text-xs text-brand-700">(current)</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
