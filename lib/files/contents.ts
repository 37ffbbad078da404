import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { ALLOWED_FILE_TYPES, type AllowedExtension } from './rules';

// Files are checked by what they contain, with `file-type` (a maintained detector that
// reads inside ZIP containers, so it tells a .docx from any ZIP): a program or a plain
// archive renamed to .docx is refused. Text has no signature: it must not be anything the
// detector recognises and must hold no NUL bytes.

const TEXT: readonly AllowedExtension[] = ['txt', 'csv'];

/** The detected types each extension accepts (a .zip may hold anything ZIP-based). */
const ACCEPTED_MIME: Partial<Record<AllowedExtension, readonly string[]>> = {
  zip: [
    'application/zip',
    ALLOWED_FILE_TYPES.docx,
    ALLOWED_FILE_TYPES.xlsx,
    ALLOWED_FILE_TYPES.pptx,
    'application/epub+zip',
    'application/java-archive',
  ],
};

export async function contentsMatch(ext: AllowedExtension, bytes: Uint8Array): Promise<boolean> {
  let detected: { mime: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    return false;
  }
  if (TEXT.includes(ext)) {
    const textual = !detected || detected.mime === 'application/xml' || detected.mime.startsWith('text/');
    return textual && !bytes.subarray(0, 8192).includes(0);
  }
  if (!detected) return false;
  return (ACCEPTED_MIME[ext] ?? [ALLOWED_FILE_TYPES[ext]]).includes(detected.mime);
}
