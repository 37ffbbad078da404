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
 * `showProject`. A row's PDF address is made here from its id rather than sent beside it, and
 * its cells are styled by their place (`invoice-table` in app/components.css), not each by its
 * own list of classes.
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
      className="invoice-table"
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
            <td>{invoice.number}</td>
            {invoice.project !== undefined && <td className="text-slate-900">{invoice.project}</td>}
            <td>{invoice.description}</td>
            <td>
              <time dateTime={invoice.issueDate}>{invoice.issued}</time>
            </td>
            <td>
              <time dateTime={invoice.dueDate}>{invoice.due}</time>
            </td>
            <td>{invoice.amount}</td>
            <td>
              <Badge tone={invoice.tone}>{invoice.status}</Badge>
              {invoice.paid && <span>{invoice.paid}</span>}
            </td>
            <td>
              <div>
                <a href={invoicePdfHref(invoice)}>
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
