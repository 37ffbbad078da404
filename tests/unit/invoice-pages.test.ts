import { describe, expect, it } from 'vitest';
import { INVOICES_PER_PAGE, pageOf } from '@/lib/billing/invoice-pages';

const rows = Array.from({ length: 30 }, (_, i) => i);

describe('a billing list a page at a time', () => {
  it('cuts the list in pages of a year of invoices, in its order', () => {
    expect(INVOICES_PER_PAGE).toBe(12);
    expect(pageOf(rows, 1)).toEqual({ rows: rows.slice(0, 12), page: 1, pageCount: 3, total: 30, pageSize: 12 });
    expect(pageOf(rows, 2).rows).toEqual(rows.slice(12, 24));
    expect(pageOf(rows, 3).rows).toEqual(rows.slice(24));
  });

  it('shows the last page for one past the end, and one page for an empty or short list', () => {
    expect(pageOf(rows, 99)).toMatchObject({ page: 3, rows: rows.slice(24) });
    expect(pageOf(rows, Number.MAX_SAFE_INTEGER).page).toBe(3);
    expect(pageOf([], 5)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0, pageSize: 12 });
    expect(pageOf(rows.slice(0, 12), 2)).toMatchObject({ page: 1, pageCount: 1 });
  });

  it('takes another page size', () => {
    expect(pageOf(rows, 4, 8)).toMatchObject({ rows: [24, 25, 26, 27, 28, 29], pageCount: 4 });
  });
});
