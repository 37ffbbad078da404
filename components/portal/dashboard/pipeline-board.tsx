import Link from 'next/link';
import { clsx } from 'clsx';
import { formatMoney } from '@/lib/format/money';
import type { PipelineCard } from '@/lib/projects/queries';
import { KANBAN_STAGES, STAGE_META } from '@/lib/projects/stages';

/** Spec §2.9: seven columns in stage order, each with its count and cards. */
export function PipelineBoard({ cards }: { cards: PipelineCard[] }) {
  return (
    <section aria-labelledby="pipeline-heading">
      <h2 id="pipeline-heading" className="text-xl font-semibold">
        Project Pipeline
      </h2>
      <div className="mt-4 flex gap-4 overflow-x-auto pb-4">
        {KANBAN_STAGES.map((stage) => {
          const inStage = cards.filter((c) => c.stage === stage);
          const meta = STAGE_META[stage];
          return (
            <section
              key={stage}
              aria-label={`${meta.label}: ${inStage.length} projects`}
              data-stage={stage}
              className={clsx(
                'w-64 shrink-0 rounded-lg border border-t-4 border-slate-200 bg-slate-100 p-3',
                meta.column,
              )}
            >
              <h3 className="flex items-center justify-between text-sm font-semibold text-slate-800">
                <span>{meta.label}</span>
                <span className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-700" data-testid="stage-count">
                  {inStage.length}
                </span>
              </h3>
              <ul className="mt-3 space-y-3">
                {inStage.map((card) => (
                  <li key={card.id} className="rounded-md border border-slate-200 bg-white p-3 shadow-sm">
                    <Link href={`/admin/projects/${card.id}`} className="font-medium text-slate-900 hover:underline">
                      {card.title}
                    </Link>
                    <p className="mt-1 text-sm">
                      <Link href={`/admin/clients/${card.clientId}`} className="text-brand-700 hover:underline">
                        {card.clientName}
                      </Link>
                    </p>
                    <p className="mt-2 flex justify-between text-sm text-slate-700">
                      <span>{formatMoney(card.projectValue)}</span>
                      <span>{formatMoney(card.monthlyFee)}/mo</span>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
