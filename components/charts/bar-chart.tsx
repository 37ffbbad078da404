import { useId, type ReactNode } from 'react';

// Small server-rendered SVG charts: no client JavaScript, readable with JS off,
// and accessible: the SVG is one image with a title and a text summary, and the same
// figures are a real table one click away (a <details> element, keyboard-operable).

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

const FILL = { brand: '#2563eb', green: '#15803d' } as const;

export function BarChart({ title, summary, bars, valueLabel, layout = 'rows', tone = 'brand' }: ChartProps) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {layout === 'rows' ? (
        <RowsSvg id={id} title={title} summary={summary} bars={bars} max={max} fill={FILL[tone]} />
      ) : (
        <ColumnsSvg id={id} title={title} summary={summary} bars={bars} max={max} fill={FILL[tone]} />
      )}
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

type SvgProps = { id: string; title: string; summary: string; bars: readonly Bar[]; max: number; fill: string };

function Labelled({
  id,
  title,
  summary,
  width,
  height,
  children,
}: Omit<SvgProps, 'bars' | 'max' | 'fill'> & { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      className="mt-3 h-auto w-full"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {children}
    </svg>
  );
}

const ROW = 28;
const LABEL_W = 170;
const VALUE_W = 90;
const WIDTH = 560;

function RowsSvg({ id, title, summary, bars, max, fill }: SvgProps) {
  const plot = WIDTH - LABEL_W - VALUE_W;
  return (
    <Labelled id={id} title={title} summary={summary} width={WIDTH} height={bars.length * ROW + 4}>
      {bars.map((bar, i) => {
        const y = i * ROW + 4;
        const w = bar.value > 0 ? Math.max(2, (bar.value / max) * plot) : 0;
        return (
          <g key={bar.label}>
            <text x={LABEL_W - 8} y={y + 15} textAnchor="end" fontSize="12" fill="#334155">
              {bar.label.length > 26 ? `${bar.label.slice(0, 25)}…` : bar.label}
            </text>
            <rect x={LABEL_W} y={y + 3} width={w} height={ROW - 10} rx="3" fill={fill} />
            <text x={LABEL_W + w + 6} y={y + 15} fontSize="12" fill="#0f172a">
              {bar.display}
            </text>
          </g>
        );
      })}
    </Labelled>
  );
}

const COL_HEIGHT = 160;

function ColumnsSvg({ id, title, summary, bars, max, fill }: SvgProps) {
  const slot = WIDTH / Math.max(1, bars.length);
  return (
    <Labelled id={id} title={title} summary={summary} width={WIDTH} height={COL_HEIGHT + 40}>
      <line x1="0" x2={WIDTH} y1={COL_HEIGHT + 14} y2={COL_HEIGHT + 14} stroke="#cbd5e1" />
      {bars.map((bar, i) => {
        const h = bar.value > 0 ? Math.max(2, (bar.value / max) * COL_HEIGHT) : 0;
        const x = i * slot + slot * 0.15;
        return (
          <g key={bar.label}>
            <rect x={x} y={COL_HEIGHT + 14 - h} width={slot * 0.7} height={h} rx="2" fill={fill} />
            <text x={x + slot * 0.35} y={COL_HEIGHT + 30} textAnchor="middle" fontSize="11" fill="#334155">
              {bar.label}
            </text>
          </g>
        );
      })}
    </Labelled>
  );
}
