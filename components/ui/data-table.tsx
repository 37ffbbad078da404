import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type Column = { label: ReactNode; align?: 'right' };

/**
 * The portal's list table: a bordered, horizontally scrollable table with a caption for
 * screen readers and a header row of column labels. The rows are the children (a tbody).
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
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
