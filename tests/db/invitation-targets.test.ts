import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';

// The invitation actions authorize the account they act on. An admin
// must not get an invite link for a pending admin or super admin (and so their password).

const request = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'portal.localhost:3000' }),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

type Outcome = { ok: boolean; error?: string; link?: string | null; invitation?: Outcome };

describe('invitation actions check the target account', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let inviteClient: (input: unknown) => Promise<Outcome>;
  let inviteUser: (input: unknown) => Promise<Outcome>;
  const accounts: Record<string, { id: string; email: string }> = {};

  async function pendingAccount(email: string, role: 'client' | 'admin' | 'super_admin') {
    const [user] = await sql`insert into auth.users (email) values (${email}) returning id`;
    await sql`update app.profiles set role = ${role} where id = ${user.id}`;
    return user.id as string;
  }
  const actAs = (who: 'admin' | 'superAdmin') => {
    const a = accounts[who];
    request.user = {
      claims: { sub: a.id, role: 'authenticated', email: a.email },
      profile: { id: a.id, email: a.email, role: who === 'admin' ? 'admin' : 'super_admin' },
    };
  };
  const tokensOf = async (id: string) =>
    Number((await sql`select count(*)::int as n from app.invite_tokens where user_id = ${id}`)[0].n);

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    process.env.DATABASE_URL = server.url;
    process.env.AUTH_SECRET = 'x'.repeat(48);
    for (const [key, email] of [
      ['admin', demoAccounts.admin],
      ['superAdmin', demoAccounts.superAdmin],
    ] as const) {
      const [row] = await sql`select id, email from app.profiles where email = ${email}`;
      accounts[key] = { id: row.id, email: row.email };
    }
    ({ inviteClient } = (await import('@/lib/clients/actions')) as never);
    ({ inviteUser } = (await import('@/lib/users/actions')) as never);
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  it.each(['admin', 'super_admin'] as const)(
    'an admin gets no link for a pending %s through the client action',
    async (role) => {
      const id = await pendingAccount(`pending-${role}@staff.test`, role);
      actAs('admin');
      const outcome = await inviteClient({ clientId: id });
      expect(outcome.ok).toBe(false);
      expect(outcome.link).toBeUndefined();
      expect(await tokensOf(id)).toBe(0);
      const [p] = await sql`select invitation_status from app.profiles where id = ${id}`;
      expect(p.invitation_status).toBe('pending');
    },
  );

  it('the client action acts on client accounts only, even for a super admin', async () => {
    const id = await pendingAccount('pending-admin-2@staff.test', 'admin');
    actAs('superAdmin');
    const outcome = await inviteClient({ clientId: id });
    expect(outcome.ok).toBe(false);
    expect(await tokensOf(id)).toBe(0);
  });

  it('an admin still invites a pending client and sees the link', async () => {
    const id = await pendingAccount('pending-client@client.test', 'client');
    actAs('admin');
    const outcome = await inviteClient({ clientId: id });
    expect(outcome.ok).toBe(true);
    expect(outcome.link).toMatch(/\/auth\/accept-invite\?token=/);
    expect(await tokensOf(id)).toBe(1);
  });

  it('an admin cannot invite an admin; a super admin can, and sees the link', async () => {
    actAs('admin');
    const refused = await inviteUser({ email: 'new-admin@staff.test', fullName: 'New Admin', role: 'admin' });
    expect(refused.ok).toBe(false);
    actAs('superAdmin');
    const invited = await inviteUser({ email: 'new-admin@staff.test', fullName: 'New Admin', role: 'admin' });
    expect(invited.ok).toBe(true);
    expect(invited.invitation?.ok).toBe(true);
    expect(invited.invitation?.link).toMatch(/accept-invite/);
  });
});
