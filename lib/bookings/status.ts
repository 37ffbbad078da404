// Where a booked call stands: the check constraint on app.call_bookings.status, the Drizzle
// column and the labels derive from this list (tests/db/domain-lists.test.ts).

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};
