import 'server-only';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Header, Pack, ReadEntry } from 'tar';
import { csvCell } from '@/lib/billing/csv';
import type { IsoDate } from '@/lib/billing/dates';
import { renderInvoicePdf, renderStatementPdf } from '@/lib/billing/pdf';
import { log } from '@/lib/log/logger';
import { signedCopyPdf } from '@/lib/proposals/documents';
import type { FileStorage } from '@/lib/storage/types';
import type { CompanyExport, ExportedFile, ExportedRecords } from './collect';

// A client company's data export as one gzip-compressed tar archive, written by the same `tar`
// package as the backups (0060) but straight into the response: each member is added as it is
// made (a stored file streamed from the storage as it arrives), so the server holds one file
// at a time, never the whole archive. Laid out under one folder:
//   README.txt                 what is inside
//   records/<name>.json|.csv   each table of lib/data-export/tables.ts
//   files/<id>-<name>          the project files; message-attachments/<id>-<name> the attachments
//   pdfs/invoices/, pdfs/statements/, pdfs/proposals/   drawn by the app's own PDF renderers
//   manifest.json              last: counts, every member's size and SHA-256, files not found

export const EXPORT_FORMAT = 'consultancy-portal-client-export';

export type ExportManifest = {
  format: typeof EXPORT_FORMAT;
  createdAt: string;
  company: { id: string; name: string };
  records: Record<string, number>;
  members: { path: string; size: number; sha256: string }[];
  /** Files the database names but the storage does not hold. */
  missingFiles: { id: string; fileName: string }[];
};

/** A name safe as one path segment on every system (no separators, controls or reserved characters). */
export function safeSegment(name: string, fallback = 'file'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60) || 'client';

/** The archive's file name (and its top folder without the extension). */
export function exportFolderName(companyName: string, today: IsoDate): string {
  return `client-data-${slug(companyName)}-${today}`;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One table as CSV: a BOM so spreadsheets read UTF-8, CRLF line ends, the cells rule of the other exports. */
export function recordsCsv(records: ExportedRecords): string {
  const lines = [
    records.columns.map(csvCell).join(','),
    ...records.rows.map((row) => records.columns.map((column) => csvCell(cellText(row[column]))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const README = (data: CompanyExport, createdAt: string) => `Data export of ${data.company.name}
Made ${createdAt} (UTC) by the firm's staff, on the client's request.

records/   every record about the company, each table as JSON (exact values) and CSV (for spreadsheets):
           ${data.records.map((r) => r.name).join(', ')}
files/                the files shared on the company's projects (<file id>-<name>; records/files.json describes them)
message-attachments/  the files attached to project messages (<attachment id>-<name>)
pdfs/                 invoices, yearly statements and signed proposals, as the portal draws them
manifest.json         what is inside, with the size and SHA-256 of every member
`;

/**
 * Streams the archive of `data`: files come from `storage`, PDFs from the portal's renderers.
 * An error while writing ends the stream with that error (the download fails, and says so to
 * the browser), and is logged.
 */
export function companyExportStream(
  data: CompanyExport,
  storage: FileStorage,
  today: IsoDate,
): ReadableStream<Uint8Array> {
  const pack = new Pack({ gzip: true, portable: true });
  // A download the browser gives up on stops the writing (and the stored file being read).
  const cancelled = new AbortController();
  const root = exportFolderName(data.company.name, today);
  const createdAt = new Date().toISOString();
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    createdAt,
    company: data.company,
    records: Object.fromEntries(data.records.map((r) => [r.name, r.rows.length])),
    members: [],
    missingFiles: [],
  };

  async function add(path: string, size: number, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
    cancelled.signal.throwIfAborted();
    const entry = new ReadEntry(
      new Header({ path: `${root}/${path}`, mode: 0o644, size, type: 'File', mtime: new Date(createdAt) }),
    );
    pack.add(entry);
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of chunks) {
      written += chunk.byteLength;
      if (written > size) throw new Error(`${path} is longer than its stored size`);
      hash.update(chunk);
      // Wait while the archive is behind (a slow download): one file's chunks at a time.
      if (!entry.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)))
        await once(entry, 'drain', { signal: cancelled.signal });
    }
    if (written !== size) throw new Error(`${path} is shorter than its stored size`);
    entry.end();
    manifest.members.push({ path, size, sha256: hash.digest('hex') });
  }
  const addBytes = (path: string, bytes: Uint8Array | string) => {
    const body = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    return add(path, body.byteLength, [body]);
  };

  async function addStoredFile(file: ExportedFile) {
    const folder = file.kind === 'file' ? 'files' : 'message-attachments';
    const stored = await storage.read(file.storageKey);
    if (!stored) {
      manifest.missingFiles.push({ id: file.id, fileName: file.fileName });
      log.error({ err: file.id }, 'A stored file named by a client export has no bytes');
      return;
    }
    const body = Readable.fromWeb(stored.body as NodeReadableStream<Uint8Array>);
    await add(`${folder}/${file.id}-${safeSegment(file.fileName)}`, stored.size, body);
  }

  async function write() {
    await addBytes('README.txt', README(data, createdAt));
    for (const records of data.records) {
      await addBytes(`records/${records.name}.json`, `${JSON.stringify(records.rows, null, 2)}\n`);
      await addBytes(`records/${records.name}.csv`, recordsCsv(records));
    }
    for (const file of data.files) await addStoredFile(file);
    if (data.billTo) {
      for (const invoice of data.invoices) {
        await addBytes(
          `pdfs/invoices/${safeSegment(invoice.number)}.pdf`,
          await renderInvoicePdf(invoice, data.billTo, today),
        );
      }
      const years = [...new Set(data.invoices.map((i) => Number(i.issueDate.slice(0, 4))))].sort();
      for (const year of years) {
        const ofYear = data.invoices.filter((i) => i.issueDate.startsWith(`${year}-`));
        await addBytes(
          `pdfs/statements/statement-${year}.pdf`,
          await renderStatementPdf(year, ofYear, data.billTo, today),
        );
      }
    }
    for (const found of data.signedVersions) {
      const pdf = await signedCopyPdf(found);
      if (pdf) {
        // The version's id keeps two proposals of one project, each with its own v1, apart.
        const name = `${safeSegment(found.project.title, 'project')}-v${found.version.version}-${found.version.id.slice(0, 8)}-signed.pdf`;
        await addBytes(`pdfs/proposals/${name}`, pdf);
      }
    }
    await addBytes('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    pack.end();
  }

  write().catch((error: unknown) => {
    if (cancelled.signal.aborted) return;
    log.error({ err: error }, 'Writing a client data export failed');
    pack.emit('error', error instanceof Error ? error : new Error(String(error)));
  });
  // Read as the browser takes it: the archive is made only as fast as it is downloaded.
  const chunks = pack[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
    },
    cancel() {
      cancelled.abort(new Error('The download was cancelled'));
      pack.destroy();
    },
  });
}
