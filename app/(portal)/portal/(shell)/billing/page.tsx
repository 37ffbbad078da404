import type { Metadata } from 'next';
import { InvoiceTable } from '@/components/portal/billing/invoice-table';
import { PaymentMethodDialog } from '@/components/portal/billing/payment-method-dialog';
import { PageHeader } from '@/components/portal/page-header';
import { StatCard } from '@/components/portal/stat-card';
import { buttonClass } from '@/components/ui/button';
import { billingCopy } from '@/content/client-portal';
import { withUser } from '@/lib/db/client';
import { requireRole } from '@/lib/auth/require-role';
import { deriveInvoices, summarizePayments } from '@/lib/billing/invoices';
import { listClientProjects } from '@/lib/client-portal/queries';
import { formatMoney } from '@/lib/format/money';

export const metadata: Metadata = { title: 'Billing' };

export default async function Page() {
  const { claims } = await requireRole('client');
  const invoices = deriveInvoices(await withUser(claims, (tx) => listClientProjects(tx, claims.sub)));
  const summary = summarizePayments(invoices);
  return (
    <>
      <PageHeader
        title={billingCopy.title}
        description={billingCopy.description}
        actions={
          <div className="flex flex-wrap gap-3">
            {invoices.length > 0 && (
              // A plain link: the route answers with a file, not a page.
              <a href="/billing/invoices.csv" download className={buttonClass('primary')}>
                {billingCopy.download}
              </a>
            )}
            <PaymentMethodDialog />
          </div>
        }
      />
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
          {billingCopy.summaryHeading}
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <StatCard label="Total Invoiced" value={formatMoney(summary.totalInvoiced)} />
          <StatCard label="Paid" value={formatMoney(summary.paid)} />
          <StatCard label="Outstanding" value={formatMoney(summary.outstanding)} />
        </div>
      </section>
      <section aria-labelledby="invoices-heading" className="mt-8">
        <h2 id="invoices-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {billingCopy.invoicesHeading}
        </h2>
        {invoices.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{billingCopy.emptyText}</p>
        ) : (
          <>
            <InvoiceTable invoices={invoices} />
            {invoices.some((invoice) => invoice.kind === 'monthly') && (
              <p className="mt-2 text-sm text-slate-600">{billingCopy.monthlyNote}</p>
            )}
          </>
        )}
      </section>
    </>
  );
}
