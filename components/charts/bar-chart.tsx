'use client';

import { clsx } from 'clsx';
import { Fragment, useId, type CSSProperties } from 'react';

// Small bar charts, rendered to HTML on the server like any client component: readable with JS
// off, and accessible: the chart is one image with a title and a text summary, and the same
// figures are a real table one click away (a <details> element, keyboard-operable). The bars
// are boxes sized in percent and the labels are ordinary text, so the labels keep the page's
// type size at every width (text inside a scaled SVG grew and shrank with the chart) and take
// the theme's colours. A client component: its React payload is the bars' data, where a server
// component's was every bar's elements and every table row again, beside the same HTML.

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

/** The bars' colour: sets the `--chart-fill` that `chart-rows` and `chart-columns` paint bars with. */
const FILL = { brand: 'chart-fill-brand', green: 'chart-fill-green' } as const;

export function BarChart({ title, summary, bars, valueLabel, layout = 'rows', tone = 'brand' }: ChartProps) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    // `chart` (app/components.css): the box, the caption and the table link's look.
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
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
        <summary>
          Show as a table<span className="sr-only">: {title}</span>
        </summary>
        <table className="chart-table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

type BarsProps = { bars: readonly Bar[]; max: number; fill: string };

/**
 * A bar's length in percent of the largest, to a tenth of a percent (finer is not drawn); a
 * value above zero always shows a sliver.
 */
function share(value: number, max: number): string {
  return value > 0 ? `${Math.max(1, Math.round((value / max) * 1000) / 10)}%` : '0';
}

/** The bar's size as the `--bar` the stylesheet draws it with (its width in rows, height in columns). */
function barSize(value: number, max: number): CSSProperties {
  return { '--bar': share(value, max) } as CSSProperties;
}

// The bars' parts take their look from `chart-rows` and `chart-columns` (app/components.css) by
// their place, so a bar is sent as its label, its size and its figure: a chart of twelve bars
// would otherwise repeat the same class lists twelve times, in the HTML and again in the payload.

/** Horizontal bars: the label, the bar, the figure, one row each. */
function Rows({ bars, max, fill }: BarsProps) {
  return (
    <div className={clsx('chart-rows', fill)}>
      {bars.map((bar) => (
        <Fragment key={bar.label}>
          <span>{bar.label}</span>
          <span style={barSize(bar.value, max)} />
          <span>{bar.display}</span>
        </Fragment>
      ))}
    </div>
  );
}

/** Vertical bars (a series over time), labelled underneath; on a phone every other label. */
function Columns({ bars, max, fill }: BarsProps) {
  return (
    <div className={clsx('chart-columns', fill)}>
      {bars.map((bar) => (
        <div key={bar.label}>
          <span style={barSize(bar.value, max)} />
          <span>{bar.label}</span>
        </div>
      ))}
    </div>
  );
}
