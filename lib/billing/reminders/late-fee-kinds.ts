// The kinds of late fee the firm may charge: one list for the database enum
// (app.late_fee_kind), the Drizzle enum, the settings form's zod enum and its labels.

export const LATE_FEE_KINDS = ['none', 'percent', 'fixed'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

export const LATE_FEE_KIND_LABELS: Record<LateFeeKind, string> = {
  none: 'No late fee',
  percent: 'A percentage of the invoice',
  fixed: 'A fixed amount',
};
