import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  FILE_MESSAGES,
  fileExtension,
  fileProblem,
  formatFileSize,
  MAX_FILE_BYTES,
  sanitizeFileName,
} from '@/lib/files/rules';
import { uploadFileSchema } from '@/lib/files/schema';

const PROJECT = '3f2a9c1e-0000-4000-8000-000000000001';

describe('file names', () => {
  it('keeps ordinary names as they are', () => {
    expect(sanitizeFileName('Project plan v2.pdf')).toBe('Project plan v2.pdf');
    expect(sanitizeFileName('Résumé – final.docx')).toBe('Résumé – final.docx');
  });

  it('drops folders, control and direction-override characters, and Windows-reserved characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(sanitizeFileName('in\u0000voice\r\n.pdf')).toBe('invoice.pdf');
    expect(sanitizeFileName('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(sanitizeFileName('a<b>c:d"e|f?g*h.txt')).toBe('a_b_c_d_e_f_g_h.txt');
    expect(sanitizeFileName('  ..hidden  spaced.txt. ')).toBe('hidden spaced.txt');
    expect(sanitizeFileName('...')).toBe('');
  });

  it('shortens long names to 255 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.xlsx`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('a.xlsx')).toBe(true);
  });

  it('reads the extension in lower case', () => {
    expect(fileExtension('Scan.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
  });
});

describe('which files may be shared', () => {
  it('accepts the allowed types up to 10 MB', () => {
    for (const name of [
      'a.pdf',
      'a.png',
      'a.jpg',
      'a.jpeg',
      'a.webp',
      'a.txt',
      'a.csv',
      'a.docx',
      'a.xlsx',
      'a.pptx',
      'a.zip',
    ]) {
      expect(fileProblem({ name, size: 100 }), name).toBeNull();
    }
    expect(fileProblem({ name: 'big.pdf', size: MAX_FILE_BYTES })).toBeNull();
  });

  it('refuses empty and too large files and other types, with clear messages', () => {
    expect(fileProblem({ name: 'a.pdf', size: 0 })).toBe('The file is empty');
    expect(fileProblem({ name: 'a.pdf', size: MAX_FILE_BYTES + 1 })).toBe('The file is larger than 10 MB');
    for (const name of ['run.exe', 'page.html', 'image.svg', 'script.js', 'noextension', 'a.pdf.exe']) {
      expect(fileProblem({ name, size: 10 }), name).toBe(FILE_MESSAGES.type);
    }
  });
});

describe('the upload schema, shared by the form and the action', () => {
  const form = (file: File | null, projectId = PROJECT) => {
    const data = new FormData();
    data.set('projectId', projectId);
    if (file) data.set('file', file);
    return data;
  };
  const errors = (input: unknown) => {
    const result = uploadFileSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a project and an allowed file from FormData', () => {
    const result = uploadFileSchema.safeParse(form(new File(['%PDF-1.7'], 'plan.pdf')));
    expect(result.success).toBe(true);
  });

  it('names each problem on its field', () => {
    expect(errors(form(null))).toEqual(['file: Please choose a file to upload']);
    expect(errors(form(new File([], '')))).toEqual(['file: Please choose a file to upload']);
    expect(errors(form(new File([], 'empty.pdf')))).toEqual(['file: The file is empty']);
    expect(errors(form(new File(['MZ'], 'tool.exe')))).toEqual([`file: ${FILE_MESSAGES.type}`]);
    expect(errors(form(new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'huge.zip')))).toEqual([
      'file: The file is larger than 10 MB',
    ]);
    expect(errors(form(new File(['x'], 'a.txt'), ''))).toEqual(['projectId: Please choose a project']);
    expect(errors(form(new File(['x'], 'a.txt'), "1' or '1'='1"))).toEqual(['projectId: Please choose a project']);
  });
});

describe('download headers and sizes', () => {
  it('sends the original name as an attachment, ASCII fallback plus exact UTF-8', () => {
    expect(contentDisposition('plan.pdf')).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
    expect(contentDisposition('Résumé (final).docx')).toBe(
      `attachment; filename="R_sum_ (final).docx"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.docx`,
    );
    expect(contentDisposition('say "hi"\\.txt')).toBe(
      `attachment; filename="say _hi__.txt"; filename*=UTF-8''say%20%22hi%22%5C.txt`,
    );
  });

  it('shows sizes people read', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(MAX_FILE_BYTES)).toBe('10.0 MB');
  });
});
