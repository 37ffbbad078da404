import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresClient } from '@/lib/db/postgres-client';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';

// The team's "Record payment" action, end to end through action(): the payment is stored and
// its receipt goes to the company's billing people in the same transaction, once.

const request = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'portal.localhost:3000' }),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

type Outcome = { ok: boolean; error?: string };

describe('recording a payment sends its receipt', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let recordInvoicePayment: (input: unknown) => Promise<Outcome>;

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    process.env.DATABASE_URL = server.url;
    process.env.AUTH_SECRET = 'x'.repeat(48);
    const [admin] = await sql`select id, email, role from app.profiles where email = ${demoAccounts.admin}`;
    request.user = {
      claims: { sub: admin.id, role: 'authenticated', email: admin.email },
      profile: { id: admin.id, email: admin.email, role: 'admin', fullName: 'Admin' },
      company: null,
      needsTwoFactor: false,
    };
    ({ recordInvoicePayment } = (await import('@/lib/billing/actions')) as never);
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  it('stores the payment and tells the billing member once, by the admin who recorded it', async () => {
    // A new unpaid invoice on a project of the billing member's company.
    const [invoice] = await sql<{ id: string; number: string }[]>`
      insert into app.invoices (project_id, client_id, number, kind, period_start, description, amount_cents, issue_date, due_date)
      select pr.id, pr.client_id, 'INV-0000-0000', 'monthly', '2030-01-01', 'Monthly fee', 12345, '2026-11-01', '2026-11-16'
        from app.projects pr
        join app.organization_members m on m.organization_id = pr.organization_id
        join app.profiles p on p.id = m.profile_id and p.email = ${demoAccounts.billing}
       order by pr.created_at limit 1
      returning id, number`;
    expect(invoice).toBeDefined();
    const pay = () =>
      recordInvoicePayment({ invoiceId: invoice.id, paidOn: '2026-11-20', method: 'bank_transfer', note: '' });
    expect((await pay()).ok).toBe(true);
    expect(await pay()).toMatchObject({ ok: false, error: 'This invoice is already paid.' });
    const receipts = await sql<{ title: string; actor_id: string }[]>`
      select n.title, n.actor_id from app.notifications n join app.profiles p on p.id = n.user_id
       where p.email = ${demoAccounts.billing} and n.title like ${`Payment received for invoice ${invoice.number}%`}`;
    expect(receipts.length).toBe(1);
    expect(receipts[0].actor_id).toBe((request.user as { claims: { sub: string } }).claims.sub);
    const mails = await sql`select 1 from app.mail_queue
      where to_address = ${demoAccounts.billing} and subject like ${`Payment received for invoice ${invoice.number}%`}`;
    expect(mails.length).toBe(1);
    const [{ n }] = await sql`select count(*)::int as n from app.payment_receipts r
      join app.invoice_payments ip on ip.id = r.payment_id where ip.invoice_id = ${invoice.id}`;
    expect(n).toBe(1);
  });
});
