import '@/lib/zod-csp';
import { z } from 'zod';
import { uuidSchema } from '@/lib/lists/params';
import { AUDIT_CSV_MAX_BYTES } from './csv';

export const FILE_REQUIRED = 'Choose a CSV file to upload';
export const FILE_TOO_LARGE = `The file is larger than ${AUDIT_CSV_MAX_BYTES / 1024} KB`;

/** What the upload form sends: the file's name and text (the rows are checked by parseAuditCsv). */
export const uploadAuditSchema = z.object({
  projectId: uuidSchema,
  fileName: z.string().trim().min(1, FILE_REQUIRED).max(255),
  // A character is at least one byte, so this bounds the request before the exact check.
  csv: z.string().max(AUDIT_CSV_MAX_BYTES, FILE_TOO_LARGE),
});

export type UploadAuditInput = z.input<typeof uploadAuditSchema>;
