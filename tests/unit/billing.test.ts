import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, invoicesCsv } from '@/lib/billing/csv';
import { addDays, addMonths } from '@/lib/billing/dates';
import { centsToDecimal, formatCents, splitCents, toCents } from '@/lib/billing/money';
import {
  billingTotals,
  dueDateFor,
  INVOICE_STATUS_META,
  invoicesToIssue,
  projectHalves,
  invoiceStatus,
  type BillableProject,
  type Invoice,
} from '@/lib/billing/rules';
import { KANBAN_STAGES } from '@/lib/projects/stages';

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'i1',
  number: 'INV-2026-0001',
  projectId: 'p1',
  projectTitle: 'E-commerce Platform Rebuild',
  kind: 'upfront',
  periodStart: null,
  description: 'Upfront payment (50% of the project value)',
  amountCents: 2_400_000,
  issueDate: '2026-08-04',
  dueDate: '2026-08-19',
  paidOn: null,
  paymentMethod: null,
  paymentNote: null,
  ...overrides,
});

const project = (overrides: Partial<BillableProject> = {}): BillableProject => ({
  id: 'p1',
  stage: 'in_development',
  valueCents: 4_800_000,
  monthlyFeeCents: 75_000,
  endDate: '2026-09-30',
  ...overrides,
});

const anyCents = fc.integer({ min: 0, max: 999_999_999_999 });

describe('splitCents (half upfront, half on completion)', () => {
  it('never invents or loses a cent: the halves add up to the value', () => {
    fc.assert(
      fc.property(anyCents, (total) => {
        const { upfront, final } = splitCents(total);
        expect(upfront + final).toBe(total);
        expect(Number.isInteger(upfront) && Number.isInteger(final)).toBe(true);
        expect(upfront - final === 0 || upfront - final === 1).toBe(true);
      }),
    );
  });

  it('gives the odd cent to the upfront half', () => {
    expect(splitCents(toCents(1000.01))).toEqual({ upfront: 50_001, final: 50_000 });
    expect(splitCents(1)).toEqual({ upfront: 1, final: 0 });
    expect(splitCents(0)).toEqual({ upfront: 0, final: 0 });
  });

  it('reads any numeric(12,2) amount to the exact cent', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(toCents(centsToDecimal(cents))).toBe(cents);
        expect(toCents(Number(centsToDecimal(cents)))).toBe(cents);
      }),
    );
    expect(toCents(null)).toBe(0);
    expect(toCents('not a number')).toBe(0);
    expect(formatCents(50_001)).toBe('$500.01');
    expect(centsToDecimal(5)).toBe('0.05');
  });
});

describe('invoice status from the dates', () => {
  it('is Due up to and on the due date, Overdue the day after, Paid once paid', () => {
    const open = { dueDate: '2026-08-19', paidOn: null };
    expect(invoiceStatus(open, '2026-08-04')).toBe('due');
    expect(invoiceStatus(open, '2026-08-19')).toBe('due');
    expect(invoiceStatus(open, '2026-08-20')).toBe('overdue');
    expect(invoiceStatus({ ...open, paidOn: '2026-09-30' }, '2027-01-01')).toBe('paid');
  });

  it('has one badge per status: paid green, overdue red, due yellow', () => {
    expect(INVOICE_STATUS_META).toEqual({
      due: { label: 'Due', tone: 'yellow' },
      overdue: { label: 'Overdue', tone: 'red' },
      paid: { label: 'Paid', tone: 'green' },
    });
  });

  it('falls due after the payment terms, across month and year ends', () => {
    expect(dueDateFor('2026-08-04', 15)).toBe('2026-08-19');
    expect(dueDateFor('2026-12-20', 15)).toBe('2027-01-04');
    expect(dueDateFor('2028-02-20', 15)).toBe('2028-03-06');
    expect(dueDateFor('2026-08-04', 0)).toBe('2026-08-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts months from go-live, keeping the day or the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });
});

describe('invoicesToIssue (when invoices exist)', () => {
  const today = '2026-11-23';

  it('bills nothing before the contract is signed, unless an admin issues the upfront half', () => {
    for (const stage of ['discovery_audit', 'proposal_sent'] as const) {
      expect(invoicesToIssue(project({ stage }), [], today)).toEqual([]);
    }
    expect(invoicesToIssue(project({ stage: 'proposal_sent' }), [], today, { issueUpfrontNow: true })).toEqual([
      { kind: 'upfront', periodStart: null, amountCents: 2_400_000 },
    ]);
  });

  it('bills the upfront half from Contract Signed on, once', () => {
    const due = invoicesToIssue(project({ stage: 'contract_signed' }), [], today);
    expect(due).toEqual([{ kind: 'upfront', periodStart: null, amountCents: 2_400_000 }]);
    expect(invoicesToIssue(project({ stage: 'client_review' }), due, today)).toEqual([]);
  });

  it('bills the final half and the monthly fee from go-live once delivered', () => {
    const due = invoicesToIssue(project({ stage: 'awaiting_final_payment' }), [], today);
    expect(due).toEqual([
      { kind: 'upfront', periodStart: null, amountCents: 2_400_000 },
      { kind: 'final', periodStart: null, amountCents: 2_400_000 },
      { kind: 'monthly', periodStart: '2026-09-30', amountCents: 75_000 },
      { kind: 'monthly', periodStart: '2026-10-30', amountCents: 75_000 },
    ]);
    expect(invoicesToIssue(project({ stage: 'completed' }), due, today)).toEqual([]);
    expect(invoicesToIssue(project({ stage: 'completed' }), due, '2026-11-30')).toEqual([
      { kind: 'monthly', periodStart: '2026-11-30', amountCents: 75_000 },
    ]);
  });

  it('bills no monthly fee without a go-live date, and nothing of $0', () => {
    expect(invoicesToIssue(project({ stage: 'completed', endDate: null }), [], today).map((i) => i.kind)).toEqual([
      'upfront',
      'final',
    ]);
    expect(invoicesToIssue(project({ stage: 'completed', valueCents: 0, monthlyFeeCents: 0 }), [], today)).toEqual([]);
    expect(invoicesToIssue(project({ stage: 'completed', valueCents: 1, endDate: null }), [], today)).toEqual([
      { kind: 'upfront', periodStart: null, amountCents: 1 },
    ]);
  });

  it('makes the halves add up to the value in every stage, even if the value changed after the upfront half', () => {
    fc.assert(
      fc.property(anyCents, anyCents, fc.constantFrom(...KANBAN_STAGES), (first, value, stage) => {
        const upfront = invoicesToIssue(project({ stage: 'contract_signed', valueCents: first }), [], today);
        const later = invoicesToIssue(project({ stage, valueCents: value, endDate: null }), upfront, today);
        const halves = [...upfront, ...later].filter((i) => i.kind !== 'monthly').map((i) => i.amountCents);
        expect(halves.every((cents) => cents > 0)).toBe(true);
        const billed = halves.reduce((a, b) => a + b, 0);
        const upfrontBilled = [...upfront, ...later].find((i) => i.kind === 'upfront')?.amountCents ?? 0;
        // The final half is the value less what was billed upfront (none when that was more).
        if (stage === 'awaiting_final_payment' || stage === 'completed') {
          expect(billed).toBe(Math.max(value, upfrontBilled));
        } else expect(billed).toBe(upfrontBilled);
      }),
    );
  });

  it('is idempotent: issuing what it returns leaves nothing more to issue', () => {
    fc.assert(
      fc.property(
        anyCents,
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(...KANBAN_STAGES),
        fc.integer({ min: 0, max: 800 }),
        (value, fee, stage, daysAgo) => {
          const p = project({ stage, valueCents: value, monthlyFeeCents: fee, endDate: addDays(today, -daysAgo) });
          const first = invoicesToIssue(p, [], today);
          expect(invoicesToIssue(p, first, today)).toEqual([]);
        },
      ),
    );
  });
});

describe('billingTotals: Outstanding = issued and unpaid', () => {
  it('adds every issued invoice; paid ones are paid, the rest outstanding, overdue a part of it', () => {
    const invoices = [
      invoice({ id: 'a', amountCents: 50_001, paidOn: '2026-08-06' }),
      invoice({ id: 'b', amountCents: 50_000, dueDate: '2026-11-01' }),
      invoice({ id: 'c', amountCents: 75_000, dueDate: '2026-12-01', kind: 'monthly', periodStart: '2026-11-16' }),
    ];
    expect(billingTotals(invoices, '2026-11-23')).toEqual({
      invoiced: 175_001,
      paid: 50_001,
      outstanding: 125_000,
      overdue: 50_000,
    });
    expect(billingTotals([], '2026-11-23')).toEqual({ invoiced: 0, paid: 0, outstanding: 0, overdue: 0 });
  });

  it('always has paid + outstanding = invoiced', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyCents, fc.boolean(), fc.boolean())), (rows) => {
        const invoices = rows.map(([cents, paid, late], i) =>
          invoice({
            id: String(i),
            amountCents: cents,
            paidOn: paid ? '2026-01-01' : null,
            dueDate: late ? '2026-01-01' : '2027-01-01',
          }),
        );
        const totals = billingTotals(invoices, '2026-06-01');
        expect(totals.paid + totals.outstanding).toBe(totals.invoiced);
        expect(totals.overdue).toBeLessThanOrEqual(totals.outstanding);
      }),
    );
  });
});

describe('the invoices CSV', () => {
  it('has a header and one row per invoice with the same amounts and statuses as the page', () => {
    const csv = invoicesCsv(
      [
        invoice({ amountCents: 50_001, paidOn: '2026-08-06', paymentMethod: 'bank_transfer' }),
        invoice({ number: 'INV-2026-0002', kind: 'final', description: 'Final', amountCents: 50_000 }),
      ],
      '2026-11-23',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Invoice,Project,Description,Issue date,Due date,Amount (USD),Status,Paid on,Payment method',
      'INV-2026-0001,E-commerce Platform Rebuild,Upfront payment (50% of the project value),2026-08-04,2026-08-19,500.01,Paid,2026-08-06,Bank transfer',
      'INV-2026-0002,E-commerce Platform Rebuild,Final,2026-08-04,2026-08-19,500.00,Overdue,,',
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

describe('projectHalves', () => {
  it('is the split until the upfront half is invoiced, then the value less what was invoiced', () => {
    expect(projectHalves(100_001)).toEqual({ upfront: 50_001, final: 50_000 });
    expect(projectHalves(2_200_000, 1_000_000)).toEqual({ upfront: 1_000_000, final: 1_200_000 });
    expect(projectHalves(500, 1_000)).toEqual({ upfront: 1_000, final: 0 });
  });
});
