import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresClient } from '@/lib/db/postgres-client';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

// `npm run admin:create` as a person runs it, on an embedded data dir and on a
// PostgreSQL server: the first super admin exists afterwards, with a one-time link.
function run(env: Record<string, string>, email: string) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|DATA_DIR|NEXT_PUBLIC_SUPABASE|SUPABASE_)/.test(k)),
  );
  return spawnSync('npx', ['tsx', 'scripts/admin-create.ts', '--email', email], {
    env: { ...clean, ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

async function check(url: string, email: string, link: string) {
  const sql = postgresClient(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const [row] =
      await sql`select p.role, p.deactivated_at, t.token_hash, extract(epoch from t.expires_at - t.created_at)::int as ttl
                            from app.profiles p join auth.users u on u.id = p.id
                            join app.account_tokens t on t.user_id = p.id and t.consumed_at is null
                            where lower(u.email) = lower(${email})`;
    expect(row).toMatchObject({ role: 'super_admin', deactivated_at: null, ttl: 3600 });
    expect(link).not.toContain(row.token_hash);
  } finally {
    await sql.end();
  }
}

describe('admin:create', () => {
  it('refuses a bad email with the usage line', () => {
    const result = run({ DATA_DIR: '/nonexistent-never-used' }, 'not-an-email');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run admin:create -- --email you@firm.com');
  });

  it('creates a super admin on an embedded (PGlite) data dir and prints a one-time link', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));
    try {
      const result = run({ DATA_DIR: dir }, 'first@firm.test');
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('first@firm.test has been created as a super admin.');
      expect(result.stdout).toMatch(/http:\/\/portal\.localhost:3000\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      // Run again: promoted (not duplicated), and a fresh link replaces the old one.
      const again = run({ DATA_DIR: dir }, 'FIRST@firm.test');
      expect(again.status, again.stderr).toBe(0);
      expect(again.stdout).toContain('is now a super admin');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'promotes an existing login on PostgreSQL (DATABASE_URL)',
    async () => {
      const admin = postgresClient(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      const name = `test_${randomBytes(6).toString('hex')}`;
      await admin.unsafe(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        const first = run({ DATABASE_URL: url.toString(), AUTH_SECRET: 'x'.repeat(40) }, 'owner@firm.test');
        expect(first.status, first.stderr).toBe(0);
        const sql = postgresClient(url.toString(), { max: 1, onnotice: () => {} });
        await sql`insert into auth.users (email) values ('existing@firm.test')`;
        await sql.end();
        const promoted = run({ DATABASE_URL: url.toString(), AUTH_SECRET: 'x'.repeat(40) }, 'existing@firm.test');
        expect(promoted.status, promoted.stderr).toBe(0);
        expect(promoted.stdout).toContain('existing@firm.test is now a super admin.');
        await check(url.toString(), 'existing@firm.test', promoted.stdout);
        await check(url.toString(), 'owner@firm.test', first.stdout);
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    240_000,
  );
});
