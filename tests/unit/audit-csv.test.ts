import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_MAX_BYTES, AUDIT_CSV_MAX_ROWS, describeCsvError, parseAuditCsv } from '@/lib/audits/csv';

const HEADER = 'Software Name,Monthly Cost,Annual Cost,Category';
const csv = (...lines: string[]) => lines.join('\n');

function errorsOf(text: string) {
  const result = parseAuditCsv(text);
  if (result.ok) throw new Error('expected errors');
  return result.errors.map(describeCsvError);
}

describe('parseAuditCsv', () => {
  it('reads the four columns, rounding to cents and leaving an empty category out', () => {
    expect(parseAuditCsv(csv(HEADER, 'Slack,250,3000,Communication', 'Zoom,19.999,,'))).toEqual({
      ok: true,
      items: [
        { softwareName: 'Slack', monthlyCost: 250, annualCost: 3000, category: 'Communication' },
        { softwareName: 'Zoom', monthlyCost: 20, annualCost: 240, category: null },
      ],
    });
  });

  it('accepts header names in any case, order and spelling, and ignores unknown columns', () => {
    const result = parseAuditCsv(
      csv('category,ANNUAL_COST,Notes,monthly-cost ($),software name', 'CRM,1200,x,100,HubSpot'),
    );
    expect(result).toEqual({
      ok: true,
      items: [{ softwareName: 'HubSpot', monthlyCost: 100, annualCost: 1200, category: 'CRM' }],
    });
  });

  it('handles quotes, commas in values, dollar signs, thousands separators, CRLF and a BOM', () => {
    const text = `\uFEFF${HEADER}\r\n"Adobe, Creative Cloud","$1,200.50","$14,406",Design\r\n"The ""Big"" ERP",".5",6,"Multi\nline"\r\n`;
    expect(parseAuditCsv(text)).toEqual({
      ok: true,
      items: [
        { softwareName: 'Adobe, Creative Cloud', monthlyCost: 1200.5, annualCost: 14406, category: 'Design' },
        { softwareName: 'The "Big" ERP', monthlyCost: 0.5, annualCost: 6, category: 'Multi\nline' },
      ],
    });
  });

  it('derives a missing cost from the other one', () => {
    const result = parseAuditCsv(csv(HEADER, 'A,,1200,', 'B,99.99,,'));
    expect(result.ok && result.items.map((i) => [i.monthlyCost, i.annualCost])).toEqual([
      [100, 1200],
      [99.99, 1199.88],
    ]);
  });

  it('skips blank lines but keeps counting them as rows', () => {
    expect(errorsOf(csv(HEADER, 'Slack,10,120,Chat', '', ' , ', 'Zoom,abc,,'))).toEqual([
      'Row 5: Monthly cost must be a number, like 1200 or $1,200.50',
    ]);
  });

  it('reports every bad row with its row number and stores nothing', () => {
    const text = csv(
      HEADER,
      'Slack,10,120,Chat',
      ',10,120,',
      'Jira,-5,60,',
      'Notion,(5),x,',
      'Figma,,,Design',
      `${'x'.repeat(201)},1,,`,
    );
    expect(parseAuditCsv(text)).not.toHaveProperty('items');
    expect(errorsOf(text)).toEqual([
      'Row 3: Software name is required',
      'Row 4: Monthly cost cannot be negative',
      'Row 5: Monthly cost cannot be negative',
      'Row 5: Annual cost must be a number, like 1200 or $1,200.50',
      'Row 6: Enter a monthly cost or an annual cost',
      'Row 7: Software name must be at most 200 characters',
    ]);
  });

  it('refuses a row with more values than the header, the usual sign of an unquoted comma', () => {
    expect(errorsOf(csv(HEADER, 'Slack,1,200,14400,Chat'))).toEqual([
      'Row 2: The row has 5 values but the header has 4 columns (put values that contain commas in double quotes)',
    ]);
    // Trailing empty values (some spreadsheets write them) are fine, and so are missing ones.
    expect(parseAuditCsv(csv(HEADER, 'Slack,1,12,Chat,,', 'Zoom,2')).ok).toBe(true);
  });

  it('requires the header row', () => {
    expect(errorsOf(csv('Slack,250,3000,Communication'))).toEqual([
      'Row 1: The first row must be a header with the columns software name, monthly cost, annual cost, category (missing: software name, monthly cost, annual cost, category)',
    ]);
    expect(errorsOf(csv('Software Name,Monthly Cost,Category', 'Slack,1,Chat'))).toEqual([
      'Row 1: The first row must be a header with the columns software name, monthly cost, annual cost, category (missing: annual cost)',
    ]);
    expect(errorsOf(csv(`${HEADER},monthly cost`, 'Slack,1,12,Chat,2'))).toEqual([
      "Row 1: The header row names 'monthly cost' twice",
    ]);
  });

  it('refuses an empty file, a header alone, an unclosed quote, too many rows and too many bytes', () => {
    expect(errorsOf('')).toEqual(['The file is empty']);
    expect(errorsOf('\n \n')).toEqual(['The file is empty']);
    expect(errorsOf(`${HEADER}\n\n`)).toEqual(['The file has no rows below the header']);
    expect(errorsOf(csv(HEADER, 'Slack,1,12,Chat', '"Zoom,1,12,Video', 'Jira,1,12,Dev'))).toEqual([
      'Row 3: A quoted value is not closed',
    ]);
    const many = [HEADER, ...Array.from({ length: AUDIT_CSV_MAX_ROWS + 1 }, (_, i) => `App ${i},1,12,X`)];
    expect(errorsOf(csv(...many))).toEqual(['The file has more than 1,000 rows']);
    expect(parseAuditCsv(csv(...many.slice(0, -1))).ok).toBe(true);
    expect(errorsOf(`${HEADER}\n${'x'.repeat(AUDIT_CSV_MAX_BYTES)}`)).toEqual(['The file is larger than 256 KB']);
  });

  it('refuses amounts the database cannot hold', () => {
    expect(errorsOf(csv(HEADER, 'Big,10000000000,,'))).toEqual([
      'Row 2: Monthly cost must be at most $9,999,999,999.99',
    ]);
  });
});
