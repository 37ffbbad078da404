import { clsx } from 'clsx';
import { useId } from 'react';

// Small server-rendered bar charts: no client JavaScript, readable with JS off, and
// accessible: the chart is one image with a title and a text summary, and the same figures
// are a real table one click away (a <details> element, keyboard-operable). The bars are
// boxes sized in percent and the labels are ordinary text, so the labels keep the page's type
// size at every width (text inside a scaled SVG grew and shrank with the chart) and take the
// theme's colours.

export type Bar = { label: string; value: number; display: string };

type ChartProps = {
  title: string;
  /** One sentence a screen reader hears instead of the picture (e.g. the biggest figure). */
  summary: string;
  bars: readonly Bar[];
  valueLabel: string;
  /** 'rows' draws horizontal bars with labels on the left; 'columns' vertical bars (a series over time). */
  layout?: 'rows' | 'columns';
  tone?: 'brand' | 'green';
};

const FILL = { brand: 'bg-brand-600', green: 'bg-green-700' } as const;

export function BarChart({ title, summary, bars, valueLabel, layout = 'rows', tone = 'brand' }: ChartProps) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <div role="img" aria-label={title} aria-describedby={`${id}-desc`} className="mt-3">
        <p id={`${id}-desc`} className="sr-only">
          {summary}
        </p>
        {layout === 'rows' ? (
          <Rows bars={bars} max={max} fill={FILL[tone]} />
        ) : (
          <Columns bars={bars} max={max} fill={FILL[tone]} />
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
          Show as a table<span className="sr-only">: {title}</span>
        </summary>
        <table className="mt-2 min-w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-xs text-slate-600 uppercase">
              <th scope="col" className="py-1 pr-4">
                Item
              </th>
              <th scope="col" className="py-1 text-right">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row" className="py-1 pr-4 font-normal text-slate-800">
                  {bar.label}
                </th>
                <td className="py-1 text-right text-slate-900">{bar.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

type BarsProps = { bars: readonly Bar[]; max: number; fill: string };

/** A bar's length in percent of the largest; a value above zero always shows a sliver. */
function share(value: number, max: number): string {
  return value > 0 ? `${Math.max(1, (value / max) * 100)}%` : '0';
}

/** Horizontal bars: the label, the bar, the figure, one row each. */
function Rows({ bars, max, fill }: BarsProps) {
  return (
    <div className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 text-sm">
      {bars.map((bar) => (
        <div key={bar.label} className="contents">
          <span className="truncate text-right text-slate-700">{bar.label}</span>
          <span className="h-4">
            <span className={clsx('block h-full rounded-sm', fill)} style={{ width: share(bar.value, max) }} />
          </span>
          <span className="text-right whitespace-nowrap text-slate-900 tabular-nums">{bar.display}</span>
        </div>
      ))}
    </div>
  );
}

/** Vertical bars (a series over time), labelled underneath; on a phone every other label. */
function Columns({ bars, max, fill }: BarsProps) {
  return (
    <div className="flex items-end gap-1 border-b border-slate-300 sm:gap-2">
      {bars.map((bar, i) => (
        <div key={bar.label} className="flex min-w-0 flex-1 flex-col items-center">
          <span className="flex h-40 w-full items-end justify-center">
            <span className={clsx('block w-3/4 rounded-t-sm', fill)} style={{ height: share(bar.value, max) }} />
          </span>
          <span
            className={clsx(
              'mt-1 w-full text-center text-xs leading-tight break-words text-slate-700',
              i % 2 === 1 && 'max-sm:invisible',
            )}
          >
            {bar.label}
          </span>
        </div>
      ))}
    </div>
  );
}
