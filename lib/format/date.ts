const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date like "Nov 22, 2026" (UTC, so server and browser render the same text). */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : mediumDate.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A moment like "Nov 22, 2026, 3:04 PM UTC" (UTC, so server and browser render the same text). */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : `${dateTime.format(date)} UTC`;
}

// Intl formatters are built once: `toLocaleDateString(locale, options)` builds a new
// Intl.DateTimeFormat on every call, which a page with a dozen dates pays on every request.
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month of a date as "Nov" (UTC). */
export function formatMonthShort(date: Date): string {
  return monthShort.format(date);
}

/** The month of a date as "November 2026" (UTC). */
export function formatMonthYear(date: Date): string {
  return monthLong.format(date);
}
