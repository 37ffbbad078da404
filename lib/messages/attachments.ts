import 'server-only';
import { contentsMatch } from '@/lib/files/contents';
import {
  ALLOWED_FILE_TYPES,
  FILE_MESSAGES,
  fileExtension,
  isAllowedExtension,
  sanitizeFileName,
} from '@/lib/files/rules';
import { newStorageKey } from '@/lib/storage';

export type CheckedAttachment = { name: string; ext: keyof typeof ALLOWED_FILE_TYPES; bytes: Uint8Array; key: string };

/**
 * A message's files checked as shared files are: an allowed type by name, and bytes that are
 * what the name says. Each gets the storage key it will be kept under. A refusal names the file.
 */
export async function checkAttachments(
  files: readonly File[],
): Promise<{ ok: true; checked: CheckedAttachment[] } | { ok: false; message: string }> {
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const name = sanitizeFileName(file.name);
    const ext = fileExtension(name);
    if (!isAllowedExtension(ext)) return { ok: false, message: FILE_MESSAGES.type };
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!(await contentsMatch(ext, bytes))) return { ok: false, message: `${name}: ${FILE_MESSAGES.contents(ext)}` };
    checked.push({ name, ext, bytes, key: newStorageKey() });
  }
  return { ok: true, checked };
}
