import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';

// Reset poisoning: mail, unsubscribe tokens, invitations and Stripe's return addresses are
// built from configuration, never from the request. Each action is called the way an attacker
// would send it (Host, Origin and forwarding headers all naming their own host), and every
// link in every queued mail must point at the configured origin.

const ROOT = 'consultancy.example';
const CONFIGURED = [`https://portal.${ROOT}/`, `https://${ROOT}/`];
const HOSTILE = 'attacker.example';

process.env.ROOT_DOMAIN = ROOT;
process.env.AUTH_SECRET = 'x'.repeat(48);
process.env.STRIPE_SECRET_KEY = 'sk_test_mailed_links';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_mailed_links';

const request = vi.hoisted(() => ({ user: null as unknown, ip: 0 }));
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      host: 'portal.attacker.example',
      origin: 'https://portal.attacker.example',
      referer: 'https://portal.attacker.example/auth/forgot-password',
      'x-forwarded-host': 'portal.attacker.example',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': `203.0.113.${(request.ip = (request.ip % 250) + 1)}`,
    }),
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

type Result = { ok: boolean; error?: string; url?: string; link?: string };
type Action = (input: unknown) => Promise<Result>;

/** Every http(s) address in a text. */
const linksIn = (text: string | null | undefined) =>
  [...(text ?? '').matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);

describe('links that leave the request, with a hostile Host, Origin and X-Forwarded-Host', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let stripe: http.Server;
  const stripeBodies: URLSearchParams[] = [];
  let actions: Record<
    'requestPasswordReset' | 'postMessage' | 'createTicket' | 'inviteClient' | 'payInvoiceOnline',
    Action
  >;

  const signInAs = async (email: string) => {
    const [profile] = await sql`select * from app.profiles where email = ${email}`;
    // The company and role the session statement reads with the profile.
    const [member] = await sql`select m.organization_id as id, o.name, m.company_role as role, m.restricted
      from app.organization_members m join app.client_organizations o on o.id = m.organization_id
      where m.profile_id = ${profile.id}`;
    request.user = {
      claims: { sub: profile.id, role: 'authenticated', email: profile.email },
      profile: { ...profile, role: profile.role },
      company: member ? { id: member.id, name: member.name, role: member.role, restricted: member.restricted } : null,
    };
    return profile.id as string;
  };

  beforeAll(async () => {
    const fixture = JSON.parse(readFileSync('tests/fixtures/stripe/checkout-session.json', 'utf8'));
    stripe = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        stripeBodies.push(new URLSearchParams(body));
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(fixture));
      });
    });
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
    process.env.STRIPE_API_URL = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;

    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    process.env.DATABASE_URL = server.url;
    actions = {
      ...(await import('@/lib/accounts/actions')),
      ...(await import('@/lib/messages/actions')),
      ...(await import('@/lib/support/actions')),
      ...(await import('@/lib/clients/actions')),
      ...(await import('@/lib/billing/actions')),
    } as never;
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await new Promise((resolve) => stripe?.close(resolve));
  });

  it('sends forgot-password, a message, a ticket, an invitation and a payment, all linking to the configured host', async () => {
    await sql`delete from app.mail_queue`;

    // Forgot password, signed out.
    request.user = null;
    expect((await actions.requestPasswordReset({ email: demoAccounts.client })).ok).toBe(true);

    // A client's message and ticket: every admin is told by mail, with an unsubscribe link.
    const client = await signInAs(demoAccounts.client);
    const [project] = await sql`select id from app.projects where client_id = ${client} order by created_at limit 1`;
    const message = await actions.postMessage({
      projectId: project.id,
      body: 'Hello',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(message.ok, message.error).toBe(true);
    const ticket = await actions.createTicket({
      subject: 'Broken link',
      priority: 'medium',
      description: 'Please look',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(ticket.ok, ticket.error).toBe(true);

    // A payment: Stripe's return addresses.
    const [invoice] = await sql`
      insert into app.invoices (project_id, client_id, kind, period_start, description, amount_cents, issue_date, due_date)
      values (${project.id}, ${client}, 'monthly', '2099-01-01', 'Monthly fee', 10000, current_date, current_date + 15)
      returning id`;
    const paid = await actions.payInvoiceOnline({ invoiceId: invoice.id });
    expect(paid.ok, paid.error).toBe(true);
    expect(stripeBodies).toHaveLength(1);
    const returns = [stripeBodies[0].get('success_url'), stripeBodies[0].get('cancel_url')];
    for (const url of returns) expect(url).toMatch(new RegExp(`^https://portal\\.${ROOT.replace('.', '\\.')}/billing`));

    // An invitation, sent by an admin to a new client.
    await signInAs(demoAccounts.admin);
    const [newClient] = await sql`
      insert into auth.users (email) values ('invited@clients.test') returning id`;
    await sql`update app.profiles set role = 'client', invitation_status = 'pending' where id = ${newClient.id}`;
    const invited = await actions.inviteClient({ clientId: newClient.id });
    expect(invited.ok, invited.error).toBe(true);

    const mails = await sql<{ kind: string; body: string; html: string | null; headers: Record<string, string> }[]>`
      select kind, body, html, headers from app.mail_queue order by created_at, id`;
    const kinds = new Set(mails.map((m) => m.kind));
    expect(kinds).toContain('password_reset');
    expect(kinds).toContain('invitation');
    expect([...kinds].some((k) => k.startsWith('notification_'))).toBe(true);
    for (const mail of mails) {
      const text = [mail.body, mail.html, ...Object.values(mail.headers ?? {})].join('\n');
      expect(text, mail.kind).not.toContain(HOSTILE);
      const links = [
        ...linksIn(mail.body),
        ...linksIn(mail.html),
        ...Object.values(mail.headers ?? {}).flatMap(linksIn),
      ];
      // The team's ticket alert (lib/support/notify.ts) carries the ticket, not a link.
      if (mail.kind !== 'support_ticket') expect(links.length, `${mail.kind} has links`).toBeGreaterThan(0);
      for (const link of links) {
        expect(
          CONFIGURED.some((origin) => link.startsWith(origin)),
          `${mail.kind}: ${link}`,
        ).toBe(true);
      }
    }
    const unsubscribe = mails.find((m) => m.headers?.['List-Unsubscribe']);
    expect(unsubscribe?.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<https://portal\\.consultancy\\.example/api/notifications/unsubscribe\\?token=`),
    );
    if (invited.link) expect(invited.link.startsWith(`https://portal.${ROOT}/`)).toBe(true);
  });
});
