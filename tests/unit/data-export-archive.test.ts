import { describe, expect, it } from 'vitest';
import { exportFolderName, recordsCsv, safeSegment } from '@/lib/data-export/archive';

// The names and CSV of a client's data export: a stored file's name can never leave its folder
// or trip an unpacking tool, and a cell cannot run as a spreadsheet formula.

describe('the client data export', () => {
  it('makes every file name one safe path segment', () => {
    expect(safeSegment('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeSegment('a\\b:c*d?e"f<g>h|i')).toBe('a_b_c_d_e_f_g_h_i');
    expect(safeSegment('line\nbreak\u0000.txt')).toBe('line_break_.txt');
    expect(safeSegment('...')).toBe('file');
    expect(safeSegment('')).toBe('file');
    expect(safeSegment('Überblick – Q3.pdf')).toBe('Überblick – Q3.pdf');
    expect(safeSegment('x'.repeat(500)).length).toBe(120);
  });

  it('names the archive after the company, in plain letters', () => {
    expect(exportFolderName('Northstar Outfitters', '2026-11-27')).toBe('client-data-northstar-outfitters-2026-11-27');
    expect(exportFolderName('Café & Co. / Ltd', '2026-11-27')).toBe('client-data-cafe-co-ltd-2026-11-27');
    expect(exportFolderName('***', '2026-11-27')).toBe('client-data-client-2026-11-27');
  });

  it('writes CSV with a header from the columns, JSON for objects, and formulas defused', () => {
    const csv = recordsCsv({
      name: 'people',
      columns: ['id', 'full_name', 'custom_fields', 'phone'],
      rows: [{ id: 'a', full_name: '=HYPERLINK("x")', custom_fields: { team: 'ops, sales' }, phone: null }],
    });
    expect(csv.startsWith('\uFEFFid,full_name,custom_fields,phone\r\n')).toBe(true);
    expect(csv).toContain(`a,"'=HYPERLINK(""x"")","{""team"":""ops, sales""}",\r\n`);
    expect(recordsCsv({ name: 'empty', columns: ['id'], rows: [] })).toBe('\uFEFFid\r\n');
  });
});
