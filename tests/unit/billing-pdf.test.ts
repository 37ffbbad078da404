import { describe, expect, it } from 'vitest';
import { firmDetails } from '@/content/firm';
import { renderInvoicePdf, renderStatementPdf } from '@/lib/billing/pdf';
import type { Invoice } from '@/lib/billing/rules';
import { pdfText } from '../support/pdf-text';

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'i1',
  number: 'INV-2026-0007',
  projectId: 'p1',
  projectTitle: 'E-commerce Platform Rebuild',
  kind: 'upfront',
  periodStart: null,
  description: 'Upfront payment (50% of the project value)',
  amountCents: 50_001,
  issueDate: '2026-08-04',
  dueDate: '2026-08-19',
  paidOn: null,
  paymentMethod: null,
  paymentNote: null,
  ...overrides,
});

const billTo = {
  organizationId: 'c1',
  name: 'Northstar Retail',
  contactName: 'Dana Fox',
  email: 'accounts@northstar.example',
  address: '12 Main St, Duluth MN',
};

describe('invoice PDF (read back as text)', () => {
  it('names the firm, the client’s billing contact, the line, totals, due date and how to pay', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice(), billTo, '2026-08-10'));
    for (const expected of [
      firmDetails.legalName,
      firmDetails.email,
      'INVOICE',
      'INV-2026-0007',
      'Issue date: Aug 4, 2026',
      'Due date: Aug 19, 2026',
      'Status: Due',
      'Northstar Retail',
      'Attn: Dana Fox',
      'accounts@northstar.example',
      'Upfront payment (50% of the project value)',
      'E-commerce Platform Rebuild',
      'Amount due $500.01',
      'Payment due by Aug 19, 2026',
      'How to pay',
      'Please quote INV-2026-0007',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says when and how a paid invoice was paid, and nothing is due', async () => {
    const text = await pdfText(
      await renderInvoicePdf(invoice({ paidOn: '2026-08-06', paymentMethod: 'bank_transfer' }), billTo, '2026-09-01'),
    );
    expect(text).toContain('Status: Paid');
    expect(text).toContain('Amount due $0.00');
    expect(text).toContain('Paid on Aug 6, 2026 by bank transfer');
    expect(text).not.toContain('How to pay');
  });

  it('prints characters the built-in font lacks as "?" instead of failing', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice({ projectTitle: 'Café 東京' }), billTo, '2026-08-10'));
    expect(text).toContain('Café ??');
  });
});

describe('yearly statement PDF', () => {
  it('lists the year’s invoices with their status and the totals', async () => {
    const text = await pdfText(
      await renderStatementPdf(
        2026,
        [
          invoice({ paidOn: '2026-08-06', paymentMethod: 'card' }),
          invoice({
            id: 'i2',
            number: 'INV-2026-0009',
            kind: 'final',
            amountCents: 50_000,
            issueDate: '2026-10-01',
            dueDate: '2026-10-16',
          }),
        ],
        billTo,
        '2026-11-23',
      ),
    );
    for (const expected of [
      'STATEMENT',
      'Year: 2026',
      'INV-2026-0007',
      'INV-2026-0009',
      'Overdue',
      'Total invoiced $1,000.01',
      'Paid $500.01',
      'Outstanding $500.00',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the statement’s payments', () => {
  it('lists every payment received in the year, also for an invoice issued the year before', async () => {
    const text = await pdfText(
      await renderStatementPdf(2027, [], billTo, '2027-03-01', [
        invoice({ number: 'INV-2026-0031', issueDate: '2026-12-20', paidOn: '2027-01-05', paymentMethod: 'stripe' }),
        invoice({
          id: 'i3',
          number: 'INV-2027-0002',
          amountCents: 2_500,
          paidOn: '2027-02-01',
          paymentMethod: 'check',
        }),
      ]),
    );
    for (const expected of [
      'Payments received in 2027',
      'INV-2026-0031',
      'Online (Stripe)',
      'INV-2027-0002',
      'Check',
      'Received $525.01',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
