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
export function DataTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: Column[];
  /** A class of the table's own (app/components.css), to style its cells by their place. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={`${caption} table`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      {/* `data-table` (app/components.css): the sticky first column and the cells' padding. */}
      <table className={clsx('data-table', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // A class only where one is needed: an absent prop still travels in the payload.
              <th key={index} scope="col" {...(column.align === 'right' && { className: 'text-right' })}>
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

/** What a list says when nothing matches ("No … found matching your filters"). */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">{children}</p>;
}
