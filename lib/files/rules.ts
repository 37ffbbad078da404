// What may be shared on a project and how a shared file is named and sent back: pure
// rules used by the upload form, the upload action and the download route alike.

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Allowed extensions and the content type each file is stored and served with. */
export const ALLOWED_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
} as const;

export type AllowedExtension = keyof typeof ALLOWED_FILE_TYPES;

export const FILE_ACCEPT = Object.keys(ALLOWED_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export const FILE_MESSAGES = {
  missing: 'Please choose a file to upload',
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 10 MB',
  type: 'This file type is not allowed. Allowed types: PDF, PNG, JPG, WEBP, TXT, CSV, DOCX, XLSX, PPTX, ZIP',
  contents: (ext: string) => `The file’s contents do not match its .${ext} extension`,
} as const;

const MAX_NAME_LENGTH = 255;

/**
 * A file name that is safe to store and to send back in a header: no folders, no control
 * or direction-override characters, none of the characters Windows forbids, no leading or
 * trailing dots and spaces, at most 255 characters with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const keep = ext.length < 20 ? ext : [];
  return [...chars.slice(0, MAX_NAME_LENGTH - keep.length), ...keep].join('').trim();
}

/** The lower-case extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedExtension(ext: string): ext is AllowedExtension {
  return Object.hasOwn(ALLOWED_FILE_TYPES, ext);
}

/** The first rule a file breaks (by name and size), or null when it may be uploaded. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  if (!isAllowedExtension(fileExtension(sanitizeFileName(file.name)))) return FILE_MESSAGES.type;
  return null;
}

/** `attachment` with the original name: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
