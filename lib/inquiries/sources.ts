// Where an inquiry came from, in one place: the database enum app.inquiry_source, the Drizzle
// enum and the labels derive from it (tests/db/domain-lists.test.ts holds them together).

export const INQUIRY_SOURCES = ['quote_form', 'call_booking'] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

export const INQUIRY_SOURCE_LABELS: Record<InquirySource, string> = {
  quote_form: 'Quote form',
  call_booking: 'Booked call',
};
