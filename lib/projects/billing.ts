// The Billing tab (spec §2.15, §9): 50% upfront and 50% on completion, each half of the
// project value, and one badge rule for both payments.

export type PaymentStatus = 'pending' | 'paid' | 'overdue';
export type PaymentTone = 'green' | 'red' | 'yellow';

/**
 * The two halves in whole cents; an odd cent goes to the upfront payment, so the two always
 * add up to the project value.
 */
export function paymentSplit(projectValue: number): { upfront: number; completion: number } {
  const total = Math.round(projectValue * 100);
  const upfront = Math.ceil(total / 2);
  return { upfront: upfront / 100, completion: (total - upfront) / 100 };
}

/** Paid is green, overdue red, anything else yellow; no status reads 'Not Set'. */
export function paymentBadge(status: PaymentStatus | null | undefined): { label: string; tone: PaymentTone } {
  if (!status) return { label: 'Not Set', tone: 'yellow' };
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  if (status === 'paid') return { label, tone: 'green' };
  if (status === 'overdue') return { label, tone: 'red' };
  return { label, tone: 'yellow' };
}
