import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDataDirDatabase, openScriptDatabase } from '@/lib/db/data-dir-database';
import { DataDirLockedError } from '@/lib/db/data-dir-lock';
import { embeddedSecretFile } from '@/lib/db/embedded-url';

const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function countRows(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from kept`;
    return row.n;
  } finally {
    await sql.end();
  }
}

describe('openDataDirDatabase: one owner per data directory, with its own password', () => {
  it('refuses a second owner, keeps the data and the secret across owners, and releases on stop', async () => {
    const first = await openDataDirDatabase(dir);
    try {
      await expect(openDataDirDatabase(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      const sql = postgres(first.url, { max: 1, prepare: false, onnotice: () => {} });
      await sql`create table kept (id int)`;
      await sql`insert into kept values (1), (2)`;
      await sql.end();
    } finally {
      await first.stop();
    }
    expect(existsSync(embeddedSecretFile(dir))).toBe(true);

    // Released: the next owner opens the same data with the same password.
    const second = await openDataDirDatabase(dir);
    try {
      expect(new URL(second.url).password).toBe(new URL(first.url).password);
      expect(await countRows(second.url)).toBe(2);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('uses a configured URL as it is and starts nothing', async () => {
    const configured = 'postgres://someone@db.example:5432/app';
    const database = await openScriptDatabase(configured, path.join(dir, 'never-created'));
    expect(database.url).toBe(configured);
    await database.stop();
    expect(existsSync(path.join(dir, 'never-created'))).toBe(false);
  });
});
