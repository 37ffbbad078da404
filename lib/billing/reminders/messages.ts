// The words of a payment reminder, in one place for the mail and the in-portal notice.
import { formatCents, type Cents } from '../money';
import type { IsoDate } from '../dates';
import { stepLabel, type LateFeePromise } from './schedule';

export type RemindedInvoice = {
  number: string;
  projectTitle: string;
  amountCents: Cents;
  dueDate: IsoDate;
};

/** The notice's title and text for one reminder step, announcing the late fee when there is one. */
export function reminderText(
  invoice: RemindedInvoice,
  step: number,
  lateFee: LateFeePromise | null,
): { title: string; body: string } {
  const amount = formatCents(invoice.amountCents);
  const title = `Invoice ${invoice.number} is ${stepLabel(step)}`;
  const when =
    step < 0
      ? `is due on ${invoice.dueDate}`
      : step === 0
        ? `is due today (${invoice.dueDate})`
        : `was due on ${invoice.dueDate} and is not paid yet`;
  const lines = [`Invoice ${invoice.number} for "${invoice.projectTitle}" (${amount}) ${when}.`];
  if (lateFee) {
    lines.push(
      `If it is still unpaid on ${lateFee.on}, a late fee of ${formatCents(lateFee.cents)} will be added as an invoice of its own.`,
    );
  }
  lines.push('If you have already paid, thank you, and please ignore this reminder.');
  return { title, body: lines.join(' ') };
}
