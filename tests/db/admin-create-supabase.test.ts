import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseSuperAdmin } from '@/lib/accounts/first-admin';
import { createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// `npm run admin:create` in Supabase mode: the first super admin is invited
// through Supabase's Admin API. The API is a local HTTP server speaking the one call made
// (POST /auth/v1/invite), which, like Supabase Auth, writes the user into auth.users of the
// same database; the official client (supabase-js) is pointed at it by its URL.

const SERVICE_KEY = 'service-role-key-for-tests';
const PORTAL = 'https://portal.firm.example';

type Call = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

describe.each(databaseTargets())('admin:create with Supabase Auth on $name', (target) => {
  let t: TestDatabase;
  let api: http.Server;
  let url: string;
  const calls: Call[] = [];
  let refuse: string | null = null;

  beforeAll(async () => {
    t = await target.open();
    api = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', async () => {
        const body = raw ? JSON.parse(raw) : {};
        calls.push({ method: req.method!, path: req.url!, headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        if (req.method !== 'POST' || !req.url?.startsWith('/auth/v1/invite')) {
          res.writeHead(404).end(JSON.stringify({ code: 404, msg: 'Not found' }));
          return;
        }
        if (req.headers.authorization !== `Bearer ${SERVICE_KEY}`) {
          res.writeHead(401).end(JSON.stringify({ code: 401, error_code: 'no_authorization', msg: 'Invalid key' }));
          return;
        }
        if (refuse) {
          res.writeHead(422).end(JSON.stringify({ code: 422, error_code: 'email_exists', msg: refuse }));
          return;
        }
        const [user] = await t.sql<{ id: string; created_at: Date }[]>`
          insert into auth.users (email) values (${String(body.email)}) returning id, created_at`;
        res.writeHead(200).end(
          JSON.stringify({
            id: user.id,
            aud: 'authenticated',
            role: 'authenticated',
            email: body.email,
            invited_at: new Date().toISOString(),
            app_metadata: { provider: 'email', providers: ['email'] },
            user_metadata: {},
            identities: [],
            created_at: new Date(user.created_at).toISOString(),
            updated_at: new Date(user.created_at).toISOString(),
            is_anonymous: false,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    api?.close();
    await t?.close();
  });

  const profileOf = async (email: string) =>
    (
      await t.sql`select p.role::text, p.invitation_status::text from app.profiles p join auth.users u on u.id = p.id
                  where lower(u.email) = lower(${email})`
    )[0];

  it('invites a new person through the Admin API and makes them the super admin', async () => {
    calls.length = 0;
    const result = await createSupabaseSuperAdmin(
      t.sql,
      { url, serviceRoleKey: SERVICE_KEY },
      'First@Firm.example',
      PORTAL,
    );
    expect(result).toEqual({ created: true, invited: true, link: null });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.method).toBe('POST');
    expect(new URL(call.path, url).pathname).toBe('/auth/v1/invite');
    expect(new URL(call.path, url).searchParams.get('redirect_to')).toBe(`${PORTAL}/auth/confirm`);
    expect(call.headers.apikey).toBe(SERVICE_KEY);
    expect(call.body.email).toBe('First@Firm.example');
    expect(await profileOf('first@firm.example')).toEqual({ role: 'super_admin', invitation_status: 'sent' });
  });

  it('promotes an existing account without inviting it again', async () => {
    await createUser(t.sql, 'existing@firm.example');
    calls.length = 0;
    const result = await createSupabaseSuperAdmin(
      t.sql,
      { url, serviceRoleKey: SERVICE_KEY },
      'existing@firm.example',
      PORTAL,
    );
    expect(result).toEqual({ created: false, invited: false, link: null });
    expect(calls).toHaveLength(0);
    expect((await profileOf('existing@firm.example'))?.role).toBe('super_admin');
  });

  it('says clearly when Supabase refuses, and changes nothing', async () => {
    refuse = 'A user with this email address has already been registered';
    try {
      await expect(
        createSupabaseSuperAdmin(t.sql, { url, serviceRoleKey: SERVICE_KEY }, 'refused@firm.example', PORTAL),
      ).rejects.toThrow(`Supabase refused the invitation: ${refuse}`);
    } finally {
      refuse = null;
    }
    expect(await profileOf('refused@firm.example')).toBeUndefined();
    await expect(
      createSupabaseSuperAdmin(t.sql, { url, serviceRoleKey: 'wrong-key' }, 'wrongkey@firm.example', PORTAL),
    ).rejects.toThrow(/Supabase refused the invitation/);
    expect(await profileOf('wrongkey@firm.example')).toBeUndefined();
  });
});
