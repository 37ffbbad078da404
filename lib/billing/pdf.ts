import 'server-only';
import PDFDocument from 'pdfkit';
import { firmDetails } from '@/content/firm';
import { formatDate } from '@/lib/format/date';
import type { IsoDate } from './dates';
import { formatCents, sumCents } from './money';
import { pdfText } from './pdf-text';
import type { BillTo } from './queries';
import { paymentsInYear } from './receipts/history';
import { billingTotals, INVOICE_STATUS_META, invoiceStatus, PAYMENT_METHOD_LABELS, type Invoice } from './rules';

// Invoices and yearly statements as PDF, drawn with pdfkit's built-in Helvetica:
// nothing is fetched, so it works offline. Every figure comes from lib/billing/rules.ts, the
// same as the billing page and the CSV.

type Doc = PDFKit.PDFDocument;

const PAGE_MARGIN = 50;
const MUTED = '#475569';

export { pdfText };

function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    info: { Title: pdfText(title), Author: pdfText(firmDetails.legalName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function firmHeader(doc: Doc, heading: string, lines: string[]) {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(pdfText(firmDetails.legalName), PAGE_MARGIN, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of firmDetails.addressLines) doc.text(pdfText(line));
  doc.text(pdfText(`${firmDetails.email} · ${firmDetails.phone}`));
  if (firmDetails.taxId) doc.text(pdfText(`Tax ID: ${firmDetails.taxId}`));
  const afterFirm = doc.y;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(heading, 330, top, { width: 232, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(pdfText(line), 330, doc.y, { width: 232, align: 'right' });
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(afterFirm, doc.y) + 24;
}

function billToBlock(doc: Doc, to: BillTo) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text('Bill to', PAGE_MARGIN);
  doc.font('Helvetica').fontSize(10);
  doc.text(pdfText(to.name));
  if (to.contactName && to.contactName !== to.name) doc.text(pdfText(`Attn: ${to.contactName}`));
  doc.text(pdfText(to.email));
  if (to.address) doc.text(pdfText(to.address));
  doc.moveDown(1.5);
}

type Column = { label: string; width: number; align?: 'left' | 'right' };

function table(doc: Doc, columns: Column[], rows: string[][]) {
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - PAGE_MARGIN - 60) doc.addPage();
    const y = doc.y;
    let x = PAGE_MARGIN;
    let bottom = y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('black');
    columns.forEach((column, i) => {
      doc.text(pdfText(cells[i] ?? ''), x, y, { width: column.width - 6, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = PAGE_MARGIN;
    doc.y = bottom + 4;
    doc
      .moveTo(PAGE_MARGIN, doc.y - 2)
      .lineTo(doc.page.width - PAGE_MARGIN, doc.y - 2)
      .strokeColor('#e2e8f0')
      .stroke();
    doc.y += 2;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  for (const cells of rows) row(cells, false);
  doc.moveDown(0.5);
}

function totalsBlock(doc: Doc, lines: [string, string][]) {
  doc.font('Helvetica').fontSize(10).fillColor('black');
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica');
    const y = doc.y;
    doc.text(label, 330, y, { width: 140 });
    doc.text(value, 470, y, { width: 92, align: 'right' });
  });
  doc.x = PAGE_MARGIN;
  doc.moveDown(1.5);
}

function paymentInstructions(doc: Doc, reference: string) {
  doc.font('Helvetica-Bold').fontSize(10).text('How to pay', PAGE_MARGIN);
  doc.font('Helvetica').fontSize(10).text(pdfText(firmDetails.paymentInstructions));
  doc.text(pdfText(`Please quote ${reference} with your payment. Questions: ${firmDetails.email}.`));
}

/** One invoice: the firm, whom it is billed to, its line, totals, due date and how to pay. */
export function renderInvoicePdf(invoice: Invoice, to: BillTo, today: IsoDate): Promise<Buffer> {
  const status = invoiceStatus(invoice, today);
  return render(`Invoice ${invoice.number}`, (doc) => {
    firmHeader(doc, 'INVOICE', [
      `Invoice number: ${invoice.number}`,
      `Issue date: ${formatDate(invoice.issueDate)}`,
      `Due date: ${formatDate(invoice.dueDate)}`,
      `Status: ${INVOICE_STATUS_META[status].label}`,
    ]);
    billToBlock(doc, to);
    table(
      doc,
      [
        { label: 'Description', width: 250 },
        { label: 'Project', width: 170 },
        { label: 'Amount (USD)', width: 92, align: 'right' },
      ],
      [[invoice.description, invoice.projectTitle, formatCents(invoice.amountCents)]],
    );
    const paid = invoice.paidOn ? invoice.amountCents : 0;
    totalsBlock(doc, [
      ['Total', formatCents(invoice.amountCents)],
      ['Paid', formatCents(paid)],
      ['Amount due', formatCents(invoice.amountCents - paid)],
    ]);
    if (invoice.paidOn) {
      const method = invoice.paymentMethod ? ` by ${PAYMENT_METHOD_LABELS[invoice.paymentMethod].toLowerCase()}` : '';
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`Paid on ${formatDate(invoice.paidOn)}${method}. Thank you.`);
    } else {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`Payment due by ${formatDate(invoice.dueDate)}.`);
      doc.moveDown(0.5);
      paymentInstructions(doc, invoice.number);
    }
  });
}

/**
 * A year's statement: every invoice issued that year, its payment, and the year's totals;
 * then every payment received that year (`paid`: invoices paid in the year, whenever issued).
 */
export function renderStatementPdf(
  year: number,
  invoices: readonly Invoice[],
  to: BillTo,
  today: IsoDate,
  paid: readonly Invoice[] = [],
): Promise<Buffer> {
  const totals = billingTotals(invoices, today);
  const ordered = [...invoices].sort(
    (a, b) => a.issueDate.localeCompare(b.issueDate) || a.number.localeCompare(b.number),
  );
  return render(`Statement ${year}`, (doc) => {
    firmHeader(doc, 'STATEMENT', [`Year: ${year}`, `As of: ${formatDate(today)}`]);
    billToBlock(doc, to);
    table(
      doc,
      [
        { label: 'Invoice', width: 82 },
        { label: 'Issued', width: 70 },
        { label: 'Description', width: 170 },
        { label: 'Amount', width: 70, align: 'right' },
        { label: 'Status', width: 50 },
        { label: 'Paid on', width: 70 },
      ],
      ordered.map((invoice) => [
        invoice.number,
        formatDate(invoice.issueDate),
        `${invoice.description} (${invoice.projectTitle})`,
        formatCents(invoice.amountCents),
        INVOICE_STATUS_META[invoiceStatus(invoice, today)].label,
        invoice.paidOn ? formatDate(invoice.paidOn) : '',
      ]),
    );
    if (ordered.length === 0) doc.font('Helvetica').fontSize(10).text(`No invoices were issued in ${year}.`);
    totalsBlock(doc, [
      ['Total invoiced', formatCents(totals.invoiced)],
      ['Paid', formatCents(totals.paid)],
      ['Outstanding', formatCents(totals.outstanding)],
    ]);
    const payments = paymentsInYear(paid, year);
    doc.font('Helvetica-Bold').fontSize(11).text(`Payments received in ${year}`, PAGE_MARGIN);
    doc.moveDown(0.5);
    if (payments.length === 0) doc.font('Helvetica').fontSize(10).text(`No payments were received in ${year}.`);
    else {
      table(
        doc,
        [
          { label: 'Paid on', width: 80 },
          { label: 'Invoice', width: 90 },
          { label: 'Method', width: 120 },
          { label: 'Project', width: 152 },
          { label: 'Amount', width: 70, align: 'right' },
        ],
        payments.map((payment) => [
          formatDate(payment.paidOn),
          payment.number,
          payment.paymentMethod ? PAYMENT_METHOD_LABELS[payment.paymentMethod] : '',
          payment.projectTitle,
          formatCents(payment.amountCents),
        ]),
      );
      totalsBlock(doc, [['Received', formatCents(sumCents(payments.map((p) => p.amountCents)))]]);
    }
    if (totals.outstanding > 0) paymentInstructions(doc, 'the invoice numbers');
  });
}
