import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { projectFiles, projectMessageAttachments } from '@/lib/db/schema';

export type StoredFileRecord = { size: number; contentType: string };

/**
 * What the database says of every stored file (shared files and message attachments), by
 * storage key: the move to a bucket checks each file's size against it and gives the object
 * its type. Read on the trusted connection (no RLS role).
 */
export async function storedFileRecords(sql: postgres.Sql): Promise<Map<string, StoredFileRecord>> {
  const db = drizzle(sql);
  const columns = (table: typeof projectFiles | typeof projectMessageAttachments) => ({
    key: table.storageKey,
    size: table.sizeBytes,
    contentType: table.contentType,
  });
  const rows = [
    ...(await db.select(columns(projectFiles)).from(projectFiles)),
    ...(await db.select(columns(projectMessageAttachments)).from(projectMessageAttachments)),
  ];
  return new Map(rows.map((row) => [row.key, { size: row.size, contentType: row.contentType }]));
}
