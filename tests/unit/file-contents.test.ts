import { describe, expect, it } from 'vitest';
import { contentsMatch } from '@/lib/files/contents';
import { officeFile, zipOf } from '../support/zip';

// Files are checked by what they contain (a detector library), so a
// plain ZIP (or any other program) renamed to .docx is refused.

const bytes = (...parts: (string | number)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : [p])));

describe('contentsMatch', () => {
  it.each(['docx', 'xlsx', 'pptx'] as const)('accepts a real .%s', async (ext) => {
    expect(await contentsMatch(ext, officeFile(ext))).toBe(true);
  });

  it.each(['docx', 'xlsx', 'pptx'] as const)('refuses a plain ZIP renamed .%s', async (ext) => {
    expect(await contentsMatch(ext, zipOf({ 'payload.exe': 'MZ...', 'readme.txt': 'hi' }))).toBe(false);
  });

  it('refuses one Office kind renamed as another', async () => {
    expect(await contentsMatch('docx', officeFile('xlsx'))).toBe(false);
  });

  it('accepts a plain ZIP as .zip, and an Office file too (it is one)', async () => {
    expect(await contentsMatch('zip', zipOf({ 'a.txt': 'a' }))).toBe(true);
    expect(await contentsMatch('zip', officeFile('docx'))).toBe(true);
  });

  it('checks images and PDFs by content', async () => {
    expect(await contentsMatch('pdf', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))).toBe(true);
    expect(await contentsMatch('pdf', bytes('<html><script>alert(1)</script>'))).toBe(false);
    expect(await contentsMatch('png', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0))).toBe(false);
    expect(await contentsMatch('jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0))).toBe(true);
  });

  it('takes text as text, and refuses a binary renamed .txt or .csv', async () => {
    expect(await contentsMatch('txt', bytes('plain text\n'))).toBe(true);
    expect(await contentsMatch('csv', bytes('a,b\n1,2\n'))).toBe(true);
    expect(await contentsMatch('txt', zipOf({ 'a.txt': 'a' }))).toBe(false);
    expect(await contentsMatch('csv', bytes('a,b\n', 0, 'c'))).toBe(false);
  });
});
