import { getTableConfig } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import { projectFiles, projectMessageAttachments } from '@/lib/db/schema';

export type StoredFileRecord = { size: number; contentType: string };

/**
 * What the database says of every stored file (shared files and message attachments), by
 * storage key: the move to a bucket checks each file's size against it and gives the object
 * its type, and a backup copies exactly these files. Read on the trusted connection (no RLS
 * role), or inside the caller's transaction (a backup's snapshot), which is why the query is
 * plain SQL made from the Drizzle tables' names rather than a Drizzle query (Drizzle takes a
 * client, not a postgres.js transaction).
 */
export async function storedFileRecords(
  sql: postgres.Sql | postgres.TransactionSql,
): Promise<Map<string, StoredFileRecord>> {
  const select = (table: typeof projectFiles | typeof projectMessageAttachments) => {
    const { schema, name } = getTableConfig(table);
    return `select ${table.storageKey.name} as key, ${table.sizeBytes.name} as size, ${table.contentType.name} as type
            from ${schema ?? 'public'}.${name}`;
  };
  const rows = await sql.unsafe<{ key: string; size: string | number; type: string }[]>(
    `${select(projectFiles)} union all ${select(projectMessageAttachments)}`,
  );
  return new Map(rows.map((row) => [row.key, { size: Number(row.size), contentType: row.type }]));
}
