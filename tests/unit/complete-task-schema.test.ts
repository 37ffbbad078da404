import { describe, expect, it } from 'vitest';
import { completeTaskSchema } from '@/lib/tasks/schema';

// Marking a task done as a posted multipart form: several files under one name, an empty file
// box sends nothing, and the limits of a message's attachments apply.

const id = '6f1c2f5e-3d3a-4b8e-9a51-2c4d5e6f7a8b';
const form = (files: File[]) => {
  const data = new FormData();
  data.append('id', id);
  data.append('comment', 'Here they are.');
  for (const file of files) data.append('files', file);
  return data;
};
const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);

describe('completeTaskSchema', () => {
  it('takes every chosen file of the multiple file box', () => {
    const parsed = completeTaskSchema.parse(form([file('a.pdf'), file('b.png')]));
    expect(parsed.files.map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    expect(parsed).toMatchObject({ id, comment: 'Here they are.' });
  });

  it('reads an empty file box as no files', () => {
    expect(completeTaskSchema.parse(form([new File([], '')])).files).toEqual([]);
    expect(completeTaskSchema.parse(form([])).files).toEqual([]);
  });

  it('refuses more files than a message carries, and a type not allowed, naming the file', () => {
    const many = completeTaskSchema.safeParse(form(Array.from({ length: 6 }, (_, i) => file(`f${i}.txt`))));
    expect(many.success).toBe(false);
    expect(JSON.stringify(many.error?.issues)).toMatch(/at most 5 files/);
    const bad = completeTaskSchema.safeParse(form([file('ok.pdf'), file('run.exe')]));
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toMatch(/run\.exe: /);
  });
});
