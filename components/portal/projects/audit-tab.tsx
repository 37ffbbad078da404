import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { Audit } from '@/lib/audits/queries';
import { roiSummary, totalAnnualCost } from '@/lib/audits/roi';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { AuditUpload } from './audit-upload';

export const NO_AUDIT = 'No software audit uploaded yet';

function Figure({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className={strong ? 'text-xl font-bold text-green-800' : 'font-semibold text-slate-900'}>{children}</dd>
    </div>
  );
}

/** The Audit & ROI page (`/admin/projects/<id>/audit-roi`): the first audit's items, the upload, and the ROI Summary. */
export function AuditTab({
  projectId,
  audit,
  monthlyFee,
}: {
  projectId: string;
  audit: Audit | null;
  monthlyFee: number;
}) {
  const items = audit?.items ?? [];
  const roi = roiSummary(items, monthlyFee);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="min-w-0 space-y-4 lg:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">Software Audit</h2>
        {audit && items.length > 0 ? (
          <>
            <p className="text-sm text-slate-600">
              {audit.fileName ? `${audit.fileName}, uploaded` : 'Uploaded'} {formatDate(audit.createdAt)}
            </p>
            <div className="relative overflow-x-auto">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Software in the audit</caption>
                <thead className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Software
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      Monthly Cost
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      Annual Cost
                    </th>
                    <th scope="col" className="py-2">
                      Category
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {items.map((item) => (
                    <tr key={item.id} data-testid="audit-item">
                      <td className="py-2 pr-4 font-medium text-slate-900">{item.softwareName}</td>
                      <td className="py-2 pr-4 text-right text-slate-800">{formatMoney(item.monthlyCost)}</td>
                      <td className="py-2 pr-4 text-right text-slate-800">{formatMoney(item.annualCost)}</td>
                      <td className="py-2 text-slate-700">{item.category ?? '-'}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
                  <tr>
                    <th scope="row" className="py-2 pr-4 text-left">
                      Total
                    </th>
                    <td className="py-2 pr-4 text-right">{formatMoney(roi.totalMonthlySoftwareCosts)}</td>
                    <td className="py-2 pr-4 text-right">{formatMoney(totalAnnualCost(items))}</td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        ) : (
          <p className="text-slate-600">{NO_AUDIT}</p>
        )}
        <AuditUpload projectId={projectId} hasAudit={items.length > 0} />
      </Card>
      <Card>
        <section aria-labelledby="roi-summary">
          <h2 id="roi-summary" className="text-lg font-semibold text-slate-900">
            ROI Summary
          </h2>
          <dl className="mt-3 divide-y divide-slate-100">
            <Figure label="Total Monthly Software Costs">{formatMoney(roi.totalMonthlySoftwareCosts)}</Figure>
            <Figure label="Monthly Fee">{formatMoney(roi.monthlyFee)}</Figure>
            <Figure label="Monthly Savings" strong>
              {formatMoney(roi.monthlySavings)}
            </Figure>
          </dl>
          <p className="mt-3 text-xs text-slate-600">
            Monthly Savings = total monthly software costs − the monthly fee, never below $0.
          </p>
        </section>
      </Card>
    </div>
  );
}
