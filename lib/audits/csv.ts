// Upload Audit: a software audit as CSV with the columns software name,
// monthly cost, annual cost and category. Pure, so the same rules run wherever it is called
// and are unit-tested; the server action stores nothing unless every row passes.

export const AUDIT_CSV_MAX_BYTES = 256 * 1024;
export const AUDIT_CSV_MAX_ROWS = 1000;
export const AUDIT_COLUMNS = ['software name', 'monthly cost', 'annual cost', 'category'] as const;

const SOFTWARE_NAME_MAX = 200;
const CATEGORY_MAX = 100;
// numeric(12, 2) in the database.
const MONEY_MAX = 9_999_999_999.99;

export type AuditItemInput = {
  softwareName: string;
  monthlyCost: number;
  annualCost: number;
  category: string | null;
};

/** `row` is the spreadsheet row (the header is row 1); null for a problem with the whole file. */
export type AuditCsvError = { row: number | null; message: string };

export type AuditCsvResult = { ok: true; items: AuditItemInput[] } | { ok: false; errors: AuditCsvError[] };

type Column = (typeof AUDIT_COLUMNS)[number];

/**
 * RFC 4180 records: quoted values may hold commas, doubled quotes and line breaks; CRLF or
 * LF. A blank line is a record with one empty value, so record numbers match the rows a
 * spreadsheet shows.
 */
function records(text: string): { cells: string[]; unclosedQuote: boolean }[] {
  const out: { cells: string[]; unclosedQuote: boolean }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      cells.push(cell);
      out.push({ cells, unclosedQuote: false });
      cells = [];
      cell = '';
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      cell += ch;
    }
    i += 1;
  }
  if (quoted || cell !== '' || cells.length > 0) {
    cells.push(cell);
    out.push({ cells, unclosedQuote: quoted });
  }
  return out;
}

/** "Software Name", "software_name" and "SOFTWARE-NAME ($)" all name the same column. */
function columnOf(header: string): Column | undefined {
  const key = header.toLowerCase().replace(/[^a-z]/g, '');
  return AUDIT_COLUMNS.find((column) => column.replace(/ /g, '') === key);
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

const MONEY = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^\$?\.\d+$/;

/** "1200", "1,200.50", "$1,200" → dollars rounded to cents; blank → null; anything else → an error. */
function money(raw: string, label: string): { value: number | null } | { error: string } {
  const text = raw.trim().replace(/^\$\s*/, '$');
  if (text === '') return { value: null };
  if (/^-|^\$-|^\(.*\)$/.test(text)) return { error: `${label} cannot be negative` };
  if (!MONEY.test(text)) return { error: `${label} must be a number, like 1200 or $1,200.50` };
  const value = Math.round(Number(text.replace(/[$,]/g, '')) * 100) / 100;
  if (value > MONEY_MAX) return { error: `${label} must be at most $9,999,999,999.99` };
  return { value };
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

function parseItem(cells: string[], at: Record<Column, number>): AuditItemInput | string[] {
  const get = (column: Column) => cells[at[column]] ?? '';
  const errors: string[] = [];
  const softwareName = get('software name').trim();
  if (!softwareName) errors.push('Software name is required');
  else if (softwareName.length > SOFTWARE_NAME_MAX) {
    errors.push(`Software name must be at most ${SOFTWARE_NAME_MAX} characters`);
  }
  const category = get('category').trim();
  if (category.length > CATEGORY_MAX) errors.push(`Category must be at most ${CATEGORY_MAX} characters`);

  const monthly = money(get('monthly cost'), 'Monthly cost');
  const annual = money(get('annual cost'), 'Annual cost');
  if ('error' in monthly) errors.push(monthly.error);
  if ('error' in annual) errors.push(annual.error);
  if (errors.length > 0) return errors;

  const m = (monthly as { value: number | null }).value;
  const a = (annual as { value: number | null }).value;
  // One cost is enough: the other follows from it (12 months a year).
  if (m === null && a === null) return ['Enter a monthly cost or an annual cost'];
  return {
    softwareName,
    monthlyCost: m ?? cents(a! / 12),
    annualCost: a ?? Math.min(cents(m! * 12), MONEY_MAX),
    category: category || null,
  };
}

function readHeader(cells: string[], row: number): Record<Column, number> | AuditCsvError[] {
  const at: Partial<Record<Column, number>> = {};
  const errors: AuditCsvError[] = [];
  cells.forEach((cell, index) => {
    const column = columnOf(cell);
    if (!column) return;
    if (at[column] !== undefined) errors.push({ row, message: `The header row names '${column}' twice` });
    at[column] = index;
  });
  const missing = AUDIT_COLUMNS.filter((column) => at[column] === undefined);
  if (missing.length > 0) {
    errors.push({
      row,
      message: `The first row must be a header with the columns ${AUDIT_COLUMNS.join(', ')} (missing: ${missing.join(', ')})`,
    });
  }
  return errors.length > 0 ? errors : (at as Record<Column, number>);
}

/** Every problem in the file, each with its row, or the items when there are none. */
export function parseAuditCsv(input: string): AuditCsvResult {
  const text = input.replace(/^\uFEFF/, '');
  if (new TextEncoder().encode(text).length > AUDIT_CSV_MAX_BYTES) {
    return { ok: false, errors: [{ row: null, message: `The file is larger than ${AUDIT_CSV_MAX_BYTES / 1024} KB` }] };
  }
  const all = records(text);
  const headerIndex = all.findIndex((r) => !isBlank(r.cells));
  if (headerIndex === -1) return { ok: false, errors: [{ row: null, message: 'The file is empty' }] };
  const header = readHeader(all[headerIndex].cells, headerIndex + 1);
  if (Array.isArray(header)) return { ok: false, errors: header };

  const data = all
    .map((record, i) => ({ ...record, row: i + 1 }))
    .slice(headerIndex + 1)
    .filter((r) => !isBlank(r.cells));
  if (data.length === 0) {
    return { ok: false, errors: [{ row: null, message: 'The file has no rows below the header' }] };
  }
  if (data.length > AUDIT_CSV_MAX_ROWS) {
    return {
      ok: false,
      errors: [{ row: null, message: `The file has more than ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-US')} rows` }],
    };
  }

  const width = all[headerIndex].cells.length;
  const items: AuditItemInput[] = [];
  const errors: AuditCsvError[] = [];
  for (const { cells, unclosedQuote, row } of data) {
    if (unclosedQuote) {
      errors.push({ row, message: 'A quoted value is not closed' });
      continue;
    }
    const extra = cells.slice(width);
    if (extra.some((c) => c.trim() !== '')) {
      errors.push({
        row,
        message: `The row has ${cells.length} values but the header has ${width} columns (put values that contain commas in double quotes)`,
      });
      continue;
    }
    const item = parseItem(cells, header);
    if (Array.isArray(item)) errors.push(...item.map((message) => ({ row, message })));
    else items.push(item);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
}

export function describeCsvError(error: AuditCsvError): string {
  return error.row === null ? error.message : `Row ${error.row}: ${error.message}`;
}
