import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDueInvoices, listInvoices, recordPayment } from '@/lib/billing/queries';
import { createCheckoutSession, handleStripeWebhook } from '@/lib/billing/stripe';
import { withUser } from '@/lib/db/client';
import { invoicePayments, invoices } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Invoices are numbered without gaps, issued once, readable by their client only,
// written by admins (and the trusted webhook) only; a Stripe payment is recorded exactly once.

const TODAY = '2026-11-23';
const TERMS = { today: TODAY, termsDays: 15 };
const WEBHOOK_SECRET = 'whsec_test_secret_for_issue_19';
const fixture = JSON.parse(readFileSync('tests/fixtures/stripe/checkout-session.json', 'utf8'));

describe.each(databaseTargets())('invoices and payments on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string;
  let projectA: string, projectB: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const numbers = async () =>
    (await t.sql<{ number: string }[]>`select number from app.invoices order by number`).map((r) => r.number);

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@client.test');
    clientB = await createUser(t.sql, 'b@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    [{ id: projectA }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage, project_value, created_at)
      values ('A site', ${clientA}, 'contract_signed', 1000.01, now() - interval '2 days') returning id`;
    [{ id: projectB }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage, project_value, monthly_fee, end_date, created_at)
      values ('B app', ${clientB}, 'completed', 500, 100, '2026-09-15', now() - interval '1 day') returning id`;
  });
  afterAll(async () => t?.close());

  it('issues what is due with sequential numbers, dates and terms, and nothing twice', async () => {
    expect(await as(admin, (tx) => issueDueInvoices(tx, {}, TERMS))).toBe(6);
    const rows = await t.sql`
      select number, kind, amount_cents::int as cents, issue_date::text, due_date::text, period_start::text, client_id
      from app.invoices order by number`;
    expect(rows.map((r) => [r.number, r.kind, r.cents, r.period_start])).toEqual([
      ['INV-2026-0001', 'upfront', 50_001, null],
      ['INV-2026-0002', 'upfront', 25_000, null],
      ['INV-2026-0003', 'final', 25_000, null],
      ['INV-2026-0004', 'monthly', 10_000, '2026-09-15'],
      ['INV-2026-0005', 'monthly', 10_000, '2026-10-15'],
      ['INV-2026-0006', 'monthly', 10_000, '2026-11-15'],
    ]);
    expect(rows.every((r) => r.issue_date === TODAY && r.due_date === '2026-12-08')).toBe(true);
    expect(rows[0].client_id).toBe(clientA);
    expect(await as(admin, (tx) => issueDueInvoices(tx, {}, TERMS))).toBe(0);
  });

  it('gives a rolled-back invoice’s number back and never reuses one', async () => {
    const [{ id: projectC }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage, project_value) values ('C', ${clientA}, 'proposal_sent', 10) returning id`;
    await expect(
      as(admin, async (tx) => {
        await issueDueInvoices(tx, { projectId: projectC }, { ...TERMS, issueUpfrontNow: true });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await numbers()).toHaveLength(6);
    await as(admin, (tx) => issueDueInvoices(tx, { projectId: projectC }, { ...TERMS, issueUpfrontNow: true }));
    expect((await numbers()).at(-1)).toBe('INV-2026-0007');
    // Nothing can change or remove an invoice, so a number is never freed.
    expect(
      await dbError(
        as(admin, (tx) => tx.update(invoices).set({ number: 'INV-2026-0099' }).where(eq(invoices.kind, 'upfront'))),
      ),
    ).toMatch(/permission denied/);
    expect(await dbError(as(admin, (tx) => tx.delete(invoices)))).toMatch(/permission denied/);
    // The trigger numbers every insert, whatever number the caller sends.
    const [own] = await t.sql`
      insert into app.invoices (project_id, client_id, number, kind, description, amount_cents, issue_date, due_date)
      values (${projectC}, ${clientB}, 'INV-2026-0001', 'final', 'Final', 1, '2027-01-02', '2027-01-17')
      returning number, client_id`;
    expect(own).toEqual({ number: 'INV-2027-0001', client_id: clientA });
  });

  it('numbers past 9,999 in a year with more digits, never cutting one down to a used number', async () => {
    await t.sql`insert into app.invoice_counters (year, last_number) values (2031, 9998)`;
    const rows = await t.sql<{ number: string }[]>`
      insert into app.invoices
        (project_id, client_id, number, kind, period_start, description, amount_cents, issue_date, due_date)
      select ${projectA}, ${clientA}, 'INV-0000-0000', 'monthly', date '2031-01-15' + g * interval '1 month',
             'Monthly fee', 1, '2031-03-01', '2031-03-16'
      from generate_series(1, 3) g
      order by g
      returning number`;
    expect(rows.map((r) => r.number)).toEqual(['INV-2031-9999', 'INV-2031-10000', 'INV-2031-10001']);
  });

  it('shows a client only their own invoices and payments', async () => {
    const seenA = await as(clientA, (tx) => listInvoices(tx, {}));
    expect(seenA.length).toBeGreaterThan(0);
    expect(seenA.every((i) => i.projectId !== projectB)).toBe(true);
    const seenB = await as(clientB, (tx) => listInvoices(tx, {}));
    expect(seenB.map((i) => i.number).sort()).toEqual([
      'INV-2026-0002',
      'INV-2026-0003',
      'INV-2026-0004',
      'INV-2026-0005',
      'INV-2026-0006',
    ]);
    const [invoiceB] = seenB;
    expect(
      await as(admin, (tx) =>
        recordPayment(tx, { invoiceId: invoiceB.id, paidOn: TODAY, method: 'check', note: 'Cheque 1042' }),
      ),
    ).toBe('recorded');
    expect(await as(clientA, (tx) => tx.select().from(invoicePayments))).toEqual([]);
    expect(await as(clientA, (tx) => tx.select().from(invoices).where(eq(invoices.id, invoiceB.id)))).toEqual([]);
    const paymentsB = await as(clientB, (tx) => tx.select().from(invoicePayments));
    expect(paymentsB.map((p) => [p.invoiceId, p.method, p.note, p.recordedBy])).toEqual([
      [invoiceB.id, 'check', 'Cheque 1042', admin],
    ]);
    expect(await dbError(as(clientA, (tx) => tx.execute(sql`select * from app.invoice_counters`)))).toMatch(
      /permission denied/,
    );
  });

  it('lets a client write no invoice and no payment, not even on their own', async () => {
    const [own] = await as(clientA, (tx) => listInvoices(tx, { clientId: clientA }));
    expect(
      await dbError(
        as(clientA, (tx) =>
          tx.insert(invoices).values({
            projectId: projectA,
            clientId: clientA,
            number: 'x',
            kind: 'final',
            description: 'Mine',
            amountCents: 1,
            issueDate: TODAY,
            dueDate: TODAY,
          }),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await dbError(
        as(clientA, (tx) => tx.insert(invoicePayments).values({ invoiceId: own.id, paidOn: TODAY, method: 'cash' })),
      ),
    ).toMatch(/row-level security/);
    expect(await dbError(as(clientA, (tx) => tx.update(invoicePayments).set({ note: 'x' })))).toMatch(
      /permission denied/,
    );
    expect(await dbError(as(clientA, (tx) => tx.delete(invoices).where(eq(invoices.id, own.id))))).toMatch(
      /permission denied/,
    );
  });

  it('records one payment per invoice: a second says it is already paid', async () => {
    const [own] = await as(clientA, (tx) => listInvoices(tx, { clientId: clientA, projectId: projectA }));
    const pay = () =>
      as(admin, (tx) => recordPayment(tx, { invoiceId: own.id, paidOn: TODAY, method: 'bank_transfer', note: null }));
    expect(await pay()).toBe('recorded');
    expect(await pay()).toBe('already_paid');
    const [after] = await as(clientA, (tx) => listInvoices(tx, { projectId: projectA }));
    expect(after.paidOn).toBe(TODAY);
  });

  describe('Stripe', () => {
    let invoice: Awaited<ReturnType<typeof listInvoices>>[number];
    const requests: { url: string; body: string }[] = [];
    const stripe = new Stripe('sk_test_issue19', {
      maxNetworkRetries: 0,
      httpClient: Stripe.createFetchHttpClient(async (input, init) => {
        requests.push({ url: String(input), body: String(init?.body ?? '') });
        return new Response(
          JSON.stringify({
            ...fixture,
            amount_total: invoice.amountCents,
            client_reference_id: invoice.id,
            metadata: { invoice_id: invoice.id },
          }),
          {
            status: 200,
            headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
          },
        );
      }),
    });
    const event = (overrides: Record<string, unknown> = {}) =>
      JSON.stringify({
        id: 'evt_test_1',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1763900000,
        livemode: false,
        data: {
          object: {
            ...fixture,
            payment_status: 'paid',
            status: 'complete',
            amount_total: invoice.amountCents,
            metadata: { invoice_id: invoice.id },
            ...overrides,
          },
        },
      });
    const signed = (payload: string, secret = WEBHOOK_SECRET) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret });

    beforeAll(async () => {
      [invoice] = (await as(clientB, (tx) => listInvoices(tx, {}))).filter((i) => !i.paidOn);
    });

    it('opens a Checkout Session for the invoice’s amount, naming the invoice', async () => {
      const url = await createCheckoutSession(
        stripe,
        invoice,
        { success: 'http://s', cancel: 'http://c' },
        'b@client.test',
      );
      expect(url).toBe(fixture.url);
      expect(requests).toHaveLength(1);
      expect(requests[0].url).toMatch(/\/v1\/checkout\/sessions$/);
      const body = new URLSearchParams(requests[0].body);
      expect(body.get('line_items[0][price_data][unit_amount]')).toBe(String(invoice.amountCents));
      expect(body.get('line_items[0][price_data][currency]')).toBe('usd');
      expect(body.get('metadata[invoice_id]')).toBe(invoice.id);
      expect(body.get('mode')).toBe('payment');
    });

    it('refuses a bad or missing signature and changes nothing', async () => {
      const payload = event();
      expect(
        (await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signed(payload, 'whsec_wrong'))).status,
      ).toBe(400);
      expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, null)).status).toBe(400);
      const tampered = payload.replace(String(invoice.amountCents), '1');
      expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, tampered, signed(payload))).status).toBe(400);
      expect(await t.sql`select 1 from app.invoice_payments where invoice_id = ${invoice.id}`).toHaveLength(0);
    });

    it('refuses a signed event whose amount is not the invoice’s', async () => {
      const payload = event({ amount_total: invoice.amountCents - 1 });
      expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signed(payload))).status).toBe(400);
      expect(await t.sql`select 1 from app.invoice_payments where invoice_id = ${invoice.id}`).toHaveLength(0);
    });

    it('marks the invoice paid exactly once, however often the event is replayed', async () => {
      const payload = event();
      const first = await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signed(payload));
      expect(first).toEqual({ status: 200, body: { received: true, outcome: 'recorded' } });
      const replay = await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signed(payload));
      expect(replay).toEqual({ status: 200, body: { received: true, outcome: 'already_paid' } });
      const rows =
        await t.sql`select method, paid_on::text, stripe_session_id from app.invoice_payments where invoice_id = ${invoice.id}`;
      expect(rows).toEqual([{ method: 'stripe', paid_on: '2025-11-23', stripe_session_id: fixture.id }]);
      const [seen] = await as(clientB, (tx) => listInvoices(tx, { ids: [invoice.id] }));
      expect(seen.paidOn).toBe('2025-11-23');
    });

    it('ignores events that are not a paid Checkout Session', async () => {
      const unpaid = event({ payment_status: 'unpaid' });
      expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, unpaid, signed(unpaid))).body.outcome).toBe(
        'ignored',
      );
    });
  });
});
