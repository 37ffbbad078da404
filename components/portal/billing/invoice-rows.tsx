'use client';

import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { invoicePdfHref } from './invoice-pdf-href';
import { PayNowButton } from './pay-now-button';

/** An invoice as its row shows it, its figures and labels worked out on the server. */
export type InvoiceLine = {
  id: string;
  number: string;
  /** Only where the table has a Project column. */
  project?: string;
  description: string;
  issueDate: string;
  issued: string;
  dueDate: string;
  due: string;
  amount: string;
  tone: BadgeTone;
  status: string;
  /** "Aug 6, 2026 · Bank transfer", when paid. */
  paid?: string;
  /** The row offers Pay now. */
  pay?: true;
  /** Further buttons for the row, rendered on the server (Record payment). */
  actions?: ReactNode;
};

/**
 * The invoice table, drawn in the browser from its rows' data: as a server component each
 * row's cells, classes and links travelled twice, as HTML and again as React payload; so did
 * the table's frame and header row, which this module now draws from `caption` and
 * `showProject`. A row's PDF address is made here from its id rather than sent beside it.
 */
export function InvoiceRows({
  caption,
  showProject,
  rows,
}: {
  caption: string;
  /** The table has a Project column (each row then has `project`). */
  showProject?: true;
  rows: InvoiceLine[];
}) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: 'Invoice' },
        ...(showProject ? [{ label: 'Project' }] : []),
        { label: 'Description' },
        { label: 'Issued' },
        { label: 'Due' },
        { label: 'Amount', align: 'right' as const },
        { label: 'Status' },
        { label: <span className="sr-only">Actions</span> },
      ]}
    >
      <tbody>
        {rows.map((invoice) => (
          <tr key={invoice.id} data-testid="invoice-row" data-number={invoice.number}>
            <td className="font-mono text-xs whitespace-nowrap text-slate-700">{invoice.number}</td>
            {invoice.project !== undefined && <td className="text-slate-900">{invoice.project}</td>}
            <td className="text-slate-700">{invoice.description}</td>
            <td className="whitespace-nowrap text-slate-700">
              <time dateTime={invoice.issueDate}>{invoice.issued}</time>
            </td>
            <td className="whitespace-nowrap text-slate-700">
              <time dateTime={invoice.dueDate}>{invoice.due}</time>
            </td>
            <td className="text-right whitespace-nowrap text-slate-900">{invoice.amount}</td>
            <td>
              <Badge tone={invoice.tone}>{invoice.status}</Badge>
              {invoice.paid && (
                <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">{invoice.paid}</span>
              )}
            </td>
            <td>
              <div className="flex flex-wrap items-center justify-end gap-2">
                <a
                  href={invoicePdfHref(invoice)}
                  className="text-sm font-medium whitespace-nowrap text-brand-700 underline hover:text-brand-800"
                >
                  PDF<span className="sr-only"> of invoice {invoice.number}</span>
                </a>
                {invoice.pay && <PayNowButton invoiceId={invoice.id} number={invoice.number} />}
                {invoice.actions}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
