import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';

// The embedded database's loopback port is not open to other local
// users. It asks for a password kept in the data directory (mode 0600); the database
// itself listens only on a Unix socket in a private (0700) directory.

let dir: string;
let server: EmbeddedServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'embedded-auth-'));
  server = await startEmbeddedPostgres({ secretFile: path.join(dir, 'db-secret') });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function connect(url: string) {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {}, connect_timeout: 5 });
  try {
    return (await sql`select 1 as one`)[0].one as number;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

describe('the embedded database', () => {
  it('refuses any other password, and none', async () => {
    const url = new URL(server.url);
    for (const password of ['postgres', '', 'x'.repeat(40)]) {
      url.password = password;
      await expect(connect(url.toString()), `password "${password}"`).rejects.toThrow(/password|authentication/i);
    }
    url.username = 'anyone';
    url.password = 'anything';
    await expect(connect(url.toString())).rejects.toThrow(/password|authentication/i);
  });

  it('accepts the secret from the data directory, which only its owner can read', async () => {
    const file = path.join(dir, 'db-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const port = Number(new URL(server.url).port);
    expect(embeddedDatabaseUrl(file, port)).toBe(server.url);
    expect(new URL(server.url).password).toBe(encodeURIComponent(readFileSync(file, 'utf8').trim()));
    expect(await connect(server.url)).toBe(1);
  });

  it('serves the database itself only on a Unix socket in a private directory', () => {
    expect(server.socketDir).toBeTruthy();
    expect(statSync(server.socketDir!).mode & 0o777).toBe(0o700);
  });
});
