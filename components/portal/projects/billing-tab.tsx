import { BillingSummary } from '@/components/portal/billing/billing-summary';
import { InvoiceTable } from '@/components/portal/billing/invoice-table';
import { IssueUpfrontButton } from '@/components/portal/billing/issue-upfront-button';
import { ListPages } from '@/components/portal/billing/list-pages';
import { RecordPaymentDialog } from '@/components/portal/billing/record-payment-dialog';
import { Card } from '@/components/ui/card';
import type { IsoDate } from '@/lib/billing/dates';
import { pageOf } from '@/lib/billing/invoice-pages';
import { formatCents, toCents } from '@/lib/billing/money';
import { billingTotals, contractSigned, invoiceStatus, projectHalves, type Invoice } from '@/lib/billing/rules';
import { formatDate } from '@/lib/format/date';
import { listHref } from '@/lib/lists/params';
import type { ProjectDetail } from '@/lib/projects/queries';

/**
 * The Billing page (`/admin/projects/<id>/billing`): the split of the project value, the monthly fee, and the
 * invoices actually issued, each with its PDF and, while unpaid, 'Record payment'; `page` of
 * them at a time (`?page=`), the totals over all.
 */
export function BillingTab({
  project,
  invoices,
  today,
  page,
}: {
  project: ProjectDetail;
  invoices: Invoice[];
  today: IsoDate;
  page: number;
}) {
  const shown = pageOf(invoices, page);
  const upfrontInvoice = invoices.find((invoice) => invoice.kind === 'upfront');
  const upfrontIssued = upfrontInvoice !== undefined;
  const split = projectHalves(toCents(project.projectValue), upfrontInvoice?.amountCents);
  return (
    <div className="space-y-6">
      <div className="fee-split">
        <Card>
          <section aria-label="Upfront Payment (50%)">
            <h2>Upfront Payment (50%)</h2>
            <p>{formatCents(split.upfront)}</p>
            <p>Invoiced when the contract is signed.</p>
          </section>
        </Card>
        <Card>
          <section aria-label="Completion Payment (50%)">
            <h2>Completion Payment (50%)</h2>
            <p>{formatCents(split.final)}</p>
            <p>Invoiced at Awaiting Final Payment or Completed.</p>
          </section>
        </Card>
        <Card>
          <section aria-label="Monthly Recurring Fee">
            <h2>Monthly Recurring Fee</h2>
            <p>{formatCents(toCents(project.monthlyFee))}/mo</p>
            <p>
              Ongoing maintenance and support, invoiced monthly from go-live
              {project.endDate ? ` (${formatDate(project.endDate)})` : ' (the end date, once set)'}.
            </p>
          </section>
        </Card>
      </div>
      <section aria-labelledby="project-invoices-heading">
        <h2 id="project-invoices-heading" className="text-lg font-semibold text-slate-900">
          Invoices
        </h2>
        <BillingSummary totals={billingTotals(invoices, today)} />
        <div className="mt-4">
          {invoices.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
              No invoices yet. The upfront invoice is issued when the project reaches Contract Signed.
            </p>
          ) : (
            <>
              <InvoiceTable
                invoices={shown.rows}
                today={today}
                caption={`Invoices for ${project.title}`}
                showProject={false}
                actions={(invoice) =>
                  invoiceStatus(invoice, today) !== 'paid' && <RecordPaymentDialog invoice={invoice} today={today} />
                }
              />
              <ListPages
                list={shown}
                label="Invoice pages"
                hrefFor={(n) => listHref(`/admin/projects/${project.id}/billing`, { page: n })}
              />
            </>
          )}
        </div>
        {invoices.length > 0 && (
          <p className="mt-4 text-sm text-slate-700">
            Yearly statements for {project.clientName}:{' '}
            {[...new Set(invoices.map((invoice) => invoice.issueDate.slice(0, 4)))].sort().map((year, i) => (
              <span key={year}>
                {i > 0 && ', '}
                <a
                  href={`/billing/statements/${year}/pdf?company=${project.organizationId}`}
                  className="font-medium text-brand-700 underline"
                >
                  {year} (PDF)<span className="sr-only"> statement of {project.clientName}</span>
                </a>
              </span>
            ))}
          </p>
        )}
        {!upfrontIssued && !contractSigned(project.stage) && split.upfront > 0 && (
          <div className="mt-4">
            <IssueUpfrontButton projectId={project.id} />
          </div>
        )}
      </section>
    </div>
  );
}
