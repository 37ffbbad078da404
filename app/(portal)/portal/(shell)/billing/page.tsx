import type { Metadata } from 'next';
import Link from 'next/link';
import { AutopaySection } from '@/components/portal/billing/autopay/autopay-section';
import { BillingSummary } from '@/components/portal/billing/billing-summary';
import { InvoiceTable } from '@/components/portal/billing/invoice-table';
import { PaymentMethodDialog } from '@/components/portal/billing/payment-method-dialog';
import { PaymentHistory } from '@/components/portal/billing/payment-history';
import { PageHeader } from '@/components/portal/page-header';
import { ListPages } from '@/components/portal/billing/list-pages';
import { buttonClass } from '@/components/ui/button';
import { SuccessBox } from '@/components/ui/notice';
import { billingCopy } from '@/content/client-portal';
import { firmDetails } from '@/content/firm';
import { requireRole } from '@/lib/auth/require-role';
import { loadAutopay } from '@/lib/billing/autopay/queries';
import { onlinePaymentEnabled } from '@/lib/billing/config';
import { todayIso } from '@/lib/billing/dates';
import { pageOf } from '@/lib/billing/invoice-pages';
import { invoiceYears, listInvoices } from '@/lib/billing/queries';
import { paymentHistory } from '@/lib/billing/receipts/history';
import { billingTotals } from '@/lib/billing/rules';
import { mayUseBilling } from '@/lib/companies/access';
import { firstParam, isUuid, listHref, parsePage } from '@/lib/lists/params';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Billing' };

/**
 * The company's invoices (for its owners and billing members) as issued (lib/billing), their
 * totals, PDFs, statements and how to pay. The invoices and the payments are each shown a page
 * at a time (`?page=`, `?payments=`); the totals count them all. `?project=` narrows the
 * totals, the invoices and the payments to one project (a project page links here for its
 * older invoices); an id with no invoices of the company's is ignored.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{
    paid?: string | string[];
    method?: string | string[];
    page?: string | string[];
    payments?: string | string[];
    project?: string | string[];
  }>;
}) {
  const user = await requireRole('client');
  const company = user.company;
  if (!company || !mayUseBilling(user)) {
    return (
      <>
        <PageHeader title={billingCopy.title} description={billingCopy.description} />
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{billingCopy.notBillingMember}</p>
      </>
    );
  }
  const today = todayIso();
  const online = onlinePaymentEnabled();
  const [invoices, years, autopay] = await pageTransaction(user.claims, (tx) =>
    Promise.all([
      listInvoices(tx, { organizationId: company.id }),
      invoiceYears(tx, company.id),
      // Autopay needs Stripe; without it a saved method (from before) is still shown.
      loadAutopay(tx, company.id),
    ]),
  );
  const params = await searchParams;
  const paid = params.paid;
  const paidNumber = typeof paid === 'string' && /^INV-\d{4}-\d{4,}$/.test(paid) ? paid : null;
  const projectId = firstParam(params, 'project');
  const ofProject = projectId && isUuid(projectId) ? invoices.filter((i) => i.projectId === projectId) : [];
  const project = ofProject.length > 0 ? { id: ofProject[0].projectId, title: ofProject[0].projectTitle } : null;
  const listed = project ? ofProject : invoices;
  const invoicePage = pageOf(listed, parsePage(firstParam(params, 'page')));
  const paymentPage = pageOf(paymentHistory(listed), parsePage(firstParam(params, 'payments')));
  // Each list's links keep the other list where it is, and the project.
  const pageHref = (list: 'page' | 'payments', n: number) =>
    listHref('/billing', {
      project: project?.id,
      page: list === 'page' ? n : invoicePage.page,
      payments: list === 'payments' ? n : paymentPage.page === 1 ? undefined : paymentPage.page,
    });
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
            <PaymentMethodDialog online={online} />
          </div>
        }
      />
      {paidNumber && <SuccessBox className="mb-6">{billingCopy.paidNotice(paidNumber)}</SuccessBox>}
      {project && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          {billingCopy.projectOnly(project.title)}{' '}
          <Link href="/billing" className="font-medium text-brand-700 underline">
            {billingCopy.everyProject}
          </Link>
        </p>
      )}
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
          {billingCopy.summaryHeading}
        </h2>
        <BillingSummary totals={billingTotals(listed, today)} />
      </section>
      <section aria-labelledby="invoices-heading" className="mt-8">
        <h2 id="invoices-heading" className="section-title">
          {billingCopy.invoicesHeading}
        </h2>
        {invoices.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{billingCopy.emptyText}</p>
        ) : (
          <>
            <InvoiceTable invoices={invoicePage.rows} today={today} payOnline={online} showProject={!project} />
            <ListPages list={invoicePage} label="Invoice pages" hrefFor={(n) => pageHref('page', n)} />
          </>
        )}
      </section>
      {invoices.length > 0 && (
        <section aria-labelledby="payments-heading" className="mt-8">
          <h2 id="payments-heading" className="section-title">
            {billingCopy.paymentsHeading}
          </h2>
          <PaymentHistory payments={paymentPage.rows} />
          <ListPages list={paymentPage} label="Payment pages" hrefFor={(n) => pageHref('payments', n)} />
        </section>
      )}
      {(online || autopay.method) && (
        <AutopaySection overview={autopay} available={online} today={today} justSaved={params.method === 'saved'} />
      )}
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="how-to-pay-heading" className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 id="how-to-pay-heading" className="text-lg font-semibold text-slate-900">
            {billingCopy.howToPayHeading}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{firmDetails.paymentInstructions}</p>
          {online && <p className="mt-2 text-sm text-slate-700">{billingCopy.payOnlineText}</p>}
        </section>
        {years.length > 0 && (
          <section aria-labelledby="statements-heading" className="rounded-lg border border-slate-200 bg-white p-6">
            <h2 id="statements-heading" className="text-lg font-semibold text-slate-900">
              {billingCopy.statementsHeading}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{billingCopy.statementsText}</p>
            <ul className="mt-3 flex flex-wrap gap-3">
              {years.map((year) => (
                <li key={year}>
                  <a href={`/billing/statements/${year}/pdf`} className={buttonClass('secondary')}>
                    Statement {year} (PDF)
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
