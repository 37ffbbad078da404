import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openDataDirDatabase, openScriptDatabase } from '@/lib/db/data-dir-database';
import { DataDirLockedError } from '@/lib/db/data-dir-lock';
import { embeddedDatabaseUrl, embeddedSocketDir } from '@/lib/db/embedded-url';

const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function countRows(url: string): Promise<number> {
  const sql = postgresClient(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from kept`;
    return row.n;
  } finally {
    await sql.end();
  }
}

describe('openDataDirDatabase: one owner per data directory, on its own private socket', () => {
  it('refuses a second owner, keeps the data and the address across owners, and releases on stop', async () => {
    const first = await openDataDirDatabase(dir);
    try {
      expect(first.url).toBe(embeddedDatabaseUrl(dir));
      expect(statSync(embeddedSocketDir(dir)).mode & 0o777).toBe(0o700);
      await expect(openDataDirDatabase(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      const sql = postgresClient(first.url, { max: 1, prepare: false, onnotice: () => {} });
      await sql`create table kept (id int)`;
      await sql`insert into kept values (1), (2)`;
      await sql.end();
    } finally {
      await first.stop();
    }
    // The socket goes with its owner; the directory stays private for the next one.
    expect(existsSync(path.join(embeddedSocketDir(dir), '.s.PGSQL.5432'))).toBe(false);

    // Released: the next owner serves the same data at the same address.
    const second = await openDataDirDatabase(dir);
    try {
      expect(second.url).toBe(first.url);
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
