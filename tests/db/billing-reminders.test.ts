import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { addDays } from '@/lib/billing/dates';
import { recordPayment } from '@/lib/billing/queries';
import { sendPaymentReceipt } from '@/lib/billing/receipts/send-receipt';
import { runReminderSteps } from '@/lib/billing/reminders/scheduled';
import { handleStripeWebhook } from '@/lib/billing/stripe';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Payment reminders over simulated months (the clock is the run's argument, never waited
// for): each step once per invoice however often and however many runs at once, none after
// the invoice is paid, the late fee only as announced and only once, and a receipt for each
// payment whichever way it was recorded. Then who may read and write the new tables.

const TERMS = 15;
const WEBHOOK_SECRET = 'whsec_reminders_test';

describe.each(databaseTargets())('payment reminders, late fees and receipts on $name', (target) => {
  let t: TestDatabase;
  let owner: string, billing: string, member: string, otherClient: string, admin: string;
  let company: string, project: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);

  /** An unpaid invoice stored as the issuing run would, due TERMS days after `issued`. */
  async function invoice(issued: string, amountCents = 100_000): Promise<{ id: string; number: string }> {
    const [row] = await t.sql<{ id: string; number: string }[]>`
      insert into app.invoices (project_id, client_id, number, kind, description, amount_cents, issue_date, due_date)
      values (${project}, ${owner}, 'INV-0000-0000', 'upfront', 'Upfront payment', ${amountCents},
              ${issued}, ${addDays(issued, TERMS)})
      returning id, number`;
    return row;
  }

  /** Every day from `from` to `to`, each run `times` times in a row or `parallel` at once. */
  async function walk(from: string, to: string, mode: { times?: number; parallel?: number } = {}) {
    const pools = Array.from({ length: mode.parallel ?? 1 }, () => drizzle(t.sql, { schema }));
    for (let day = from; day <= to; day = addDays(day, 1)) {
      for (let i = 0; i < (mode.times ?? 1); i++) {
        await Promise.all(pools.map((db) => runReminderSteps(db, day, TERMS, 2)));
      }
    }
  }

  const remindersOf = (invoiceId: string) =>
    t.sql<{ offset_days: number; sent_on: string; late_fee_cents: string | null; late_fee_on: string | null }[]>`
      select offset_days, sent_on::text, late_fee_cents::text, late_fee_on::text
        from app.invoice_reminders where invoice_id = ${invoiceId} order by offset_days`;
  const noticesOf = async (person: string, containing: string) =>
    (
      await t.sql<{ title: string; body: string }[]>`
        select title, body from app.notifications where user_id = ${person} and title like ${`%${containing}%`}
        order by created_at, id`
    ).map((n) => n.title);
  const mailsTo = async (address: string, containing: string) =>
    (
      await t.sql<{ subject: string; body: string }[]>`
        select subject, body from app.mail_queue where to_address = ${address} and subject like ${`%${containing}%`}
        order by created_at, id`
    ).map((m) => m.subject.replace(/ – .*$/, '')); // the subject ends with the firm's name
  const setLateFee = (kind: 'none' | 'percent' | 'fixed', afterDays = 10, cents = 2500, basisPoints = 0) =>
    t.sql`update app.billing_reminder_settings
             set late_fee_kind = ${kind}, late_fee_cents = ${cents}, late_fee_basis_points = ${basisPoints},
                 late_fee_after_days = ${afterDays}`;

  beforeAll(async () => {
    t = await target.open();
    owner = await createUser(t.sql, 'owner@client.test');
    billing = await createUser(t.sql, 'billing@client.test', 'client', {}, { company: false });
    member = await createUser(t.sql, 'member@client.test', 'client', {}, { company: false });
    otherClient = await createUser(t.sql, 'other@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    [{ id: company }] =
      await t.sql`select organization_id as id from app.organization_members where profile_id = ${owner}`;
    await t.sql`insert into app.organization_members (organization_id, profile_id, company_role)
                values (${company}, ${billing}, 'billing'), (${company}, ${member}, 'member')`;
    await t.sql`update app.client_organizations set billing_email = 'accounts@client.test' where id = ${company}`;
    [{ id: project }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage) values ('Clinic app', ${owner}, 'discovery_audit')
      returning id`;
    // Several unpaid invoices per project in this test: the halves' unique key does not matter here.
    await t.sql`drop index app.invoices_one_half_idx`;
  });
  afterAll(async () => t?.close());

  it('sends each step of the default schedule once over a month, run twice a day', async () => {
    const i1 = await invoice('2026-11-01');
    await walk('2026-11-01', '2026-12-10', { times: 2 });
    expect((await remindersOf(i1.id)).map((r) => [r.offset_days, r.sent_on])).toEqual([
      [-3, '2026-11-13'],
      [0, '2026-11-16'],
      [3, '2026-11-19'],
      [7, '2026-11-23'],
      [14, '2026-11-30'],
    ]);
    const expected = [
      `Invoice ${i1.number} is due in 3 days`,
      `Invoice ${i1.number} is due today`,
      `Invoice ${i1.number} is 3 days overdue`,
      `Invoice ${i1.number} is 7 days overdue`,
      `Invoice ${i1.number} is 14 days overdue`,
    ];
    // The company's owner and billing member in the portal and by mail, its billing email by
    // mail; a plain member and another company hear nothing.
    expect(await noticesOf(owner, i1.number)).toEqual(expected);
    expect(await noticesOf(billing, i1.number)).toEqual(expected);
    expect(await mailsTo('owner@client.test', `${i1.number} is`)).toEqual(expected);
    expect(await mailsTo('billing@client.test', `${i1.number} is`)).toEqual(expected);
    expect(await mailsTo('accounts@client.test', `${i1.number} is`)).toEqual(expected);
    expect(await noticesOf(member, i1.number)).toEqual([]);
    expect(await noticesOf(otherClient, i1.number)).toEqual([]);
  });

  it('sends each step once when two runs go at once, every day of a month', async () => {
    const i2 = await invoice('2026-12-01');
    await walk('2026-12-01', '2026-12-31', { parallel: 2 });
    expect((await remindersOf(i2.id)).map((r) => r.offset_days)).toEqual([-3, 0, 3, 7, 14]);
    expect((await noticesOf(owner, i2.number)).length).toBe(5);
    expect((await mailsTo('accounts@client.test', i2.number)).length).toBe(5);
  });

  it('respects each person’s preferences: in the portal only means no mail', async () => {
    await t.sql`insert into app.notification_preferences (user_id, category, in_app, email)
                values (${billing}, 'invoices', true, false)`;
    const i = await invoice('2027-06-01');
    await walk('2027-06-13', '2027-06-13');
    expect(await noticesOf(billing, i.number)).toEqual([`Invoice ${i.number} is due in 3 days`]);
    expect(await mailsTo('billing@client.test', i.number)).toEqual([]);
    expect(await mailsTo('owner@client.test', i.number)).toEqual([`Invoice ${i.number} is due in 3 days`]);
    await t.sql`delete from app.notification_preferences where user_id = ${billing}`;
  });

  it('stops reminding once the invoice is paid, and sends a receipt for the payment', async () => {
    const i3 = await invoice('2027-01-01');
    await walk('2027-01-01', '2027-01-14');
    expect((await remindersOf(i3.id)).map((r) => r.offset_days)).toEqual([-3]);
    // The team records the payment (as the admin's form does, under the admin's claims).
    expect(
      await as(admin, (tx) =>
        recordPayment(tx, { invoiceId: i3.id, paidOn: '2027-01-15', method: 'bank_transfer', note: null }),
      ),
    ).toBe('recorded');
    await walk('2027-01-15', '2027-02-20');
    expect((await remindersOf(i3.id)).map((r) => r.offset_days)).toEqual([-3]);
    const receipt = `Payment received for invoice ${i3.number}: $1,000.00`;
    expect(await noticesOf(owner, `Payment received for invoice ${i3.number}`)).toEqual([receipt]);
    expect(await noticesOf(billing, `Payment received for invoice ${i3.number}`)).toEqual([receipt]);
    expect(await mailsTo('accounts@client.test', `Payment received for invoice ${i3.number}`)).toEqual([receipt]);
    // Told by the admin who recorded it.
    const [{ actor }] = await t.sql`select actor_id as actor from app.notifications
      where user_id = ${owner} and title = ${receipt}`;
    expect(actor).toBe(admin);
    // The receipt function sends once per payment, however often it is called (autopay may call it too).
    const [{ id: paymentId }] = await t.sql`select id from app.invoice_payments where invoice_id = ${i3.id}`;
    expect(await t.db.transaction((tx) => sendPaymentReceipt(tx, paymentId))).toBe(false);
    expect((await noticesOf(owner, `Payment received for invoice ${i3.number}`)).length).toBe(1);
  });

  it('sends a receipt for a payment made online (the signed Stripe webhook), once on a replay', async () => {
    const i = await invoice('2027-02-01', 45_050);
    const stripe = new Stripe('sk_test_reminders', { maxNetworkRetries: 0 });
    const payload = JSON.stringify({
      id: 'evt_receipt_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.parse('2027-02-03T12:00:00Z') / 1000),
      livemode: false,
      data: {
        object: {
          id: 'cs_test_receipt_1',
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          amount_total: 45_050,
          currency: 'usd',
          metadata: { invoice_id: i.id },
        },
      },
    });
    const signature = () => stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature())).body.outcome).toBe(
      'recorded',
    );
    expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature())).body.outcome).toBe(
      'already_paid',
    );
    const receipt = `Payment received for invoice ${i.number}: $450.50`;
    expect(await noticesOf(billing, `Payment received for invoice ${i.number}`)).toEqual([receipt]);
    expect(await mailsTo('accounts@client.test', `Payment received for invoice ${i.number}`)).toEqual([receipt]);
    const [{ actor }] = await t.sql`select actor_id as actor from app.notifications
      where user_id = ${owner} and title = ${receipt}`;
    expect(actor).toBeNull();
  });

  it('adds an announced late fee once, as its own invoice, with every reminder before it saying so', async () => {
    await setLateFee('fixed', 10, 2500);
    const i4 = await invoice('2027-03-01');
    const [{ before }] = await t.sql`select count(*)::int as before from app.invoices where number like 'INV-2027-%'`;
    // Twice a day, and then two runs at once, over the same days: still once.
    await walk('2027-03-01', '2027-04-20', { times: 2 });
    await walk('2027-03-20', '2027-04-20', { parallel: 2 });
    const reminders = await remindersOf(i4.id);
    expect(reminders.map((r) => [r.offset_days, r.late_fee_cents, r.late_fee_on])).toEqual([
      [-3, '2500', '2027-03-26'],
      [0, '2500', '2027-03-26'],
      [3, '2500', '2027-03-26'],
      [7, '2500', '2027-03-26'],
      [14, null, null],
    ]);
    const fees = await t.sql<{ number: string; amount_cents: string; issue_date: string; description: string }[]>`
      select number, amount_cents::text, issue_date::text, description from app.invoices where late_fee_for = ${i4.id}`;
    expect(fees.map((f) => [f.amount_cents, f.issue_date, f.description])).toEqual([
      ['2500', '2027-03-26', `Late fee on invoice ${i4.number}`],
    ]);
    // The reminders announced it; the fee's own invoice was told as issued; the reminder
    // after it no longer announces it.
    const bodies = await t.sql<{ title: string; body: string }[]>`
      select title, body from app.notifications where user_id = ${owner} and title like ${`%${i4.number} is%`}
      order by created_at, id`;
    expect(bodies.slice(0, 4).every((n) => n.body.includes('a late fee of $25.00 will be added'))).toBe(true);
    expect(bodies.slice(0, 4).every((n) => n.body.includes('2027-03-26'))).toBe(true);
    expect(bodies[4].body).not.toContain('late fee');
    expect(await noticesOf(owner, `Invoice ${fees[0].number} issued`)).toEqual([
      `Invoice ${fees[0].number} issued: $25.00`,
    ]);
    // No fee on the fee, and the numbers stayed gapless.
    expect(
      (
        await t.sql`select 1 from app.invoices where late_fee_for = (select id from app.invoices where number = ${fees[0].number})`
      ).length,
    ).toBe(0);
    const numbers = (
      await t.sql<{ number: string }[]>`select number from app.invoices where number like 'INV-2027-%' order by number`
    ).map((r) => r.number);
    expect(numbers).toEqual(numbers.map((_, k) => `INV-2027-${String(k + 1).padStart(4, '0')}`));
    expect(numbers.length).toBe(Number(before) + 1);
  });

  it('adds no fee to an invoice paid before the fee’s day, nor one never announced, nor while fees are off', async () => {
    const paid = await invoice('2027-05-01');
    await walk('2027-05-01', '2027-05-13');
    expect((await remindersOf(paid.id))[0].late_fee_on).toBe('2027-05-26');
    await as(admin, (tx) =>
      recordPayment(tx, { invoiceId: paid.id, paidOn: '2027-05-20', method: 'check', note: null }),
    );
    const unannounced = await invoice('2027-05-02');
    // Off while its reminders went out: nothing announced, so nothing added once fees are on.
    await setLateFee('none');
    await walk('2027-05-02', '2027-05-31');
    await setLateFee('fixed', 10, 2500);
    await walk('2027-06-01', '2027-06-30');
    expect(await t.sql`select 1 from app.invoices where late_fee_for in ${t.sql([paid.id, unannounced.id])}`).toEqual(
      [],
    );
    await setLateFee('none');
  });

  it('lets only the team read the schedule and the reminders, only admins change the schedule, nobody write reminders or receipts', async () => {
    for (const person of [owner, billing, member]) {
      expect((await as(person, (tx) => tx.execute(sql`select * from app.billing_reminder_settings`))).length).toBe(0);
      expect((await as(person, (tx) => tx.execute(sql`select * from app.invoice_reminders`))).length).toBe(0);
      expect((await as(person, (tx) => tx.execute(sql`select * from app.payment_receipts`))).length).toBe(0);
      expect(
        (
          await as(person, (tx) =>
            tx.execute(sql`update app.billing_reminder_settings set offsets = '{1}' returning id`),
          )
        ).length,
      ).toBe(0);
    }
    const [anyInvoice] = await t.sql`select id from app.invoices limit 1`;
    const [anyPayment] = await t.sql`select id from app.invoice_payments limit 1`;
    for (const person of [owner, billing, admin]) {
      expect(
        await dbError(
          as(person, (tx) =>
            tx.execute(
              sql`insert into app.invoice_reminders (invoice_id, offset_days, sent_on) values (${anyInvoice.id}, 99, '2027-01-01')`,
            ),
          ),
        ),
      ).toMatch(/permission denied/);
    }
    expect(
      await dbError(
        as(owner, (tx) => tx.execute(sql`insert into app.payment_receipts (payment_id) values (${anyPayment.id})`)),
      ),
    ).toMatch(/row-level security|duplicate key/);
    // The team reads them all and changes the schedule (within the database's limits).
    expect((await as(admin, (tx) => tx.execute(sql`select * from app.invoice_reminders`))).length).toBeGreaterThan(0);
    expect((await as(admin, (tx) => tx.execute(sql`select * from app.payment_receipts`))).length).toBeGreaterThan(0);
    expect(
      (
        await as(admin, (tx) =>
          tx.execute(sql`update app.billing_reminder_settings set offsets = '{-3,0,3,7,14}' returning id`),
        )
      ).length,
    ).toBe(1);
    expect(
      await dbError(as(admin, (tx) => tx.execute(sql`update app.billing_reminder_settings set offsets = '{-61}'`))),
    ).toMatch(/check constraint/);
    expect(
      await dbError(as(admin, (tx) => tx.execute(sql`update app.billing_reminder_settings set late_fee_cents = -1`))),
    ).toMatch(/check constraint/);
    // A late fee invoice must name its invoice, and each invoice gets one.
    expect(
      await dbError(
        t.sql`insert into app.invoices (project_id, client_id, number, kind, description, amount_cents, issue_date, due_date)
              values (${project}, ${owner}, 'INV-0000-0000', 'late_fee', 'Late fee', 100, '2027-01-01', '2027-01-02')`,
      ),
    ).toMatch(/invoices_late_fee_names_its_invoice/);
  });
});
