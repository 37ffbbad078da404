import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type Column = { label: ReactNode; align?: 'right' };

/**
 * The portal's list table, with a caption for screen readers and a header row of column
 * labels; the rows are the children (a tbody). On a narrow screen the table scrolls sideways
 * inside its own region (never the page), with the first column, the row's name, held in
 * place. The region takes focus, so it can be scrolled from the keyboard too. It is `relative`
 * so that visually hidden text in the rows (positioned absolutely) scrolls with the table
 * instead of widening the page.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={`${caption} table`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table
        className={clsx(
          'min-w-full divide-y divide-slate-200 text-sm',
          '[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-1',
          '[&_tbody_tr>:first-child]:bg-white [&_thead_tr>:first-child]:bg-slate-50',
          '[&_tr>:first-child]:max-w-[45vw] md:[&_tr>:first-child]:max-w-none',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={clsx('px-4 py-3', column.align === 'right' && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** What a list says when nothing matches (spec: "No … found matching your filters"). */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">{children}</p>;
}
