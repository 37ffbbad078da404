// Where a contact inquiry stands, in one place: the database enum app.inquiry_status, the
// Drizzle enum, the zod schema and the labels derive from it (tests/db/domain-lists.test.ts
// checks the migrated enum has the same values in this order).

export const INQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
