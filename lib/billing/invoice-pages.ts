// Invoices and payments are shown a page at a time. A project billed monthly adds a row a
// month, and every row travels twice (the HTML and the page's payload), so a few years of
// them would make a billing page several times heavier than the rest of the portal. The
// totals above the list are still taken over every invoice.

/** A year of monthly invoices (or payments) per page. */
export const INVOICES_PER_PAGE = 12;

/**
 * A client's project page shows its newest few and links to Billing for the rest: the project
 * page is about the work, and its weight is mostly the work's.
 */
export const LATEST_INVOICES_ON_A_PROJECT = 5;

export type PageOf<T> = { rows: T[]; page: number; pageCount: number; total: number; pageSize: number };

/**
 * The rows of one page of a list already in order. A page past the end shows the last one
 * (a bookmarked page 3 of a list that shrank still shows invoices), and page numbers below 1
 * or not whole never reach here (lib/lists/params.ts parsePage).
 */
export function pageOf<T>(rows: readonly T[], requested: number, pageSize = INVOICES_PER_PAGE): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requested)), pageCount);
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), page, pageCount, total: rows.length, pageSize };
}
