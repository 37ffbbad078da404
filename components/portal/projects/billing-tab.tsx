import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { paymentBadge, paymentSplit, type PaymentStatus } from '@/lib/projects/billing';
import type { ProjectDetail } from '@/lib/projects/queries';

function PaymentCard({
  title,
  amount,
  status,
  date,
}: {
  title: string;
  amount: number;
  status: PaymentStatus | null;
  date: string | null;
}) {
  const badge = paymentBadge(status);
  return (
    <Card>
      <section aria-label={title}>
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold text-slate-900">{title}</h2>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <p className="mt-3 text-2xl font-bold text-slate-900">{formatMoney(amount)}</p>
        {date && <p className="mt-1 text-sm text-slate-600">Payment date: {formatDate(date)}</p>}
      </section>
    </Card>
  );
}

/** Spec §2.15 Billing, §9: half the project value upfront, half on completion, and the monthly fee. */
export function BillingTab({ project }: { project: ProjectDetail }) {
  const split = paymentSplit(project.projectValue);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <PaymentCard
        title="Upfront Payment (50%)"
        amount={split.upfront}
        status={project.upfrontPaymentStatus}
        date={project.upfrontPaymentDate}
      />
      <PaymentCard
        title="Completion Payment (50%)"
        amount={split.completion}
        status={project.finalPaymentStatus}
        date={project.finalPaymentDate}
      />
      <Card>
        <section aria-label="Monthly Recurring Fee">
          <h2 className="font-semibold text-slate-900">Monthly Recurring Fee</h2>
          <p className="mt-3 text-2xl font-bold text-slate-900">{formatMoney(project.monthlyFee)}/mo</p>
          <p className="mt-1 text-sm text-slate-600">Ongoing maintenance and support</p>
        </section>
      </Card>
    </div>
  );
}
