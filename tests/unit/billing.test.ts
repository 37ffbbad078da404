import { describe, expect, it } from 'vitest';
import { csvCell, invoicesCsv } from '@/lib/billing/csv';
import { deriveInvoices, summarizePayments, type BillableProject } from '@/lib/billing/invoices';

const project = (overrides: Partial<BillableProject> = {}): BillableProject => ({
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  title: 'E-commerce Platform Rebuild',
  projectValue: 48000,
  monthlyFee: 750,
  upfrontPaymentStatus: 'paid',
  finalPaymentStatus: 'pending',
  upfrontPaymentDate: '2026-08-06',
  finalPaymentDate: null,
  ...overrides,
});

describe('deriveInvoices (spec §9: 50% upfront, 50% on completion)', () => {
  it('splits the project value in halves with their own statuses and dates, plus the monthly fee', () => {
    expect(deriveInvoices([project()])).toEqual([
      {
        id: '3f2a9c1e-0000-4000-8000-000000000001:upfront',
        number: 'INV-3F2A9C1E-1',
        projectId: '3f2a9c1e-0000-4000-8000-000000000001',
        projectTitle: 'E-commerce Platform Rebuild',
        kind: 'upfront',
        description: 'Upfront payment (50%)',
        amount: 24000,
        status: 'paid',
        date: '2026-08-06',
      },
      expect.objectContaining({
        number: 'INV-3F2A9C1E-2',
        kind: 'final',
        description: 'Final payment on completion (50%)',
        amount: 24000,
        status: 'pending',
        date: null,
      }),
      expect.objectContaining({
        number: 'INV-3F2A9C1E-M',
        kind: 'monthly',
        description: 'Monthly fee (recurring)',
        amount: 750,
        status: 'recurring',
      }),
    ]);
  });

  it('treats a missing payment status as Pending and keeps Overdue', () => {
    const [upfront, final] = deriveInvoices([
      project({ upfrontPaymentStatus: null, finalPaymentStatus: 'overdue', monthlyFee: 0 }),
    ]);
    expect([upfront.status, final.status]).toEqual(['pending', 'overdue']);
  });

  it('leaves out $0 lines: no fee, no value', () => {
    expect(deriveInvoices([project({ monthlyFee: 0 })]).map((i) => i.kind)).toEqual(['upfront', 'final']);
    expect(deriveInvoices([project({ projectValue: 0 })]).map((i) => i.kind)).toEqual(['monthly']);
    expect(deriveInvoices([])).toEqual([]);
  });

  it('halves odd amounts to the cent', () => {
    const [upfront, final] = deriveInvoices([project({ projectValue: 9999.99, monthlyFee: 0 })]);
    expect([upfront.amount, final.amount]).toEqual([5000, 5000]);
  });
});

describe('summarizePayments', () => {
  it('sums the project payments into Total Invoiced, Paid and Outstanding, without monthly fees', () => {
    const invoices = deriveInvoices([
      project(),
      project({ id: 'b', projectValue: 22000, monthlyFee: 400, upfrontPaymentStatus: null, finalPaymentStatus: null }),
      project({ id: 'c', projectValue: 9500, monthlyFee: 0, finalPaymentStatus: 'paid' }),
      project({ id: 'd', projectValue: 1000, monthlyFee: 0, upfrontPaymentStatus: 'overdue' }),
    ]);
    expect(summarizePayments(invoices)).toEqual({ totalInvoiced: 80500, paid: 33500, outstanding: 47000 });
  });

  it('is all zero without invoices', () => {
    expect(summarizePayments([])).toEqual({ totalInvoiced: 0, paid: 0, outstanding: 0 });
  });
});

describe('the invoices CSV', () => {
  it('has a header and one row per invoice, with plain amounts and status labels', () => {
    const csv = invoicesCsv(deriveInvoices([project()]));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Invoice,Project,Description,Amount (USD),Status,Date',
      'INV-3F2A9C1E-1,E-commerce Platform Rebuild,Upfront payment (50%),24000.00,Paid,2026-08-06',
      'INV-3F2A9C1E-2,E-commerce Platform Rebuild,Final payment on completion (50%),24000.00,Pending,',
      'INV-3F2A9C1E-M,E-commerce Platform Rebuild,Monthly fee (recurring),750.00,Recurring,',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('Site, shop and "app"')).toBe('"Site, shop and ""app"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-10')).toBe("'-10");
    expect(csvCell('Plain title')).toBe('Plain title');
  });
});
