import { sql as dsql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/lib/billing/dates';
import { claimDueCharges, scheduleAutopayCharges } from '@/lib/billing/autopay/charges';
import { autopayConsentText, chargeIdempotencyKey } from '@/lib/billing/autopay/lists';
import {
  loadAutopay,
  loadAutopayTiming,
  saveAutopayTiming,
  setAutopay,
  storeStripeCustomer,
} from '@/lib/billing/autopay/queries';
import { runAutopay } from '@/lib/billing/autopay/run';
import { chargeOffSession, createCustomer, createSetupSession } from '@/lib/billing/autopay/stripe-calls';
import { handleStripeWebhook, stripeClient } from '@/lib/billing/stripe';
import { withUser } from '@/lib/db/client';
import { autopayCharges, autopayConsents, stripeCustomers, stripeEvents } from '@/lib/db/schema';
import { startLocalStripe, type LocalStripe } from '../support/local-stripe';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Autopay against real databases and a local server speaking Stripe's API (the official client
// talks HTTP to it), with webhooks signed as Stripe signs them: the method is saved from the
// setup's events, each invoice is charged once however many runs overlap, a declined card is
// retried on its day and not before, a bank debit is paid when its debit succeeds, turning
// autopay off stops the next charge, and only the company's owner and billing people (and
// staff) see any of it.

const WEBHOOK_SECRET = 'whsec_autopay_test_secret';
const TODAY = todayIso();
const CONSENT = autopayConsentText('project_invoices', 'Test Firm');

type Person = 'owner' | 'billing' | 'member' | 'ownerB' | 'admin';

describe.each(databaseTargets())('autopay on $name', (target) => {
  let t: TestDatabase;
  let local: LocalStripe;
  let stripe: Stripe;
  const id = {} as Record<Person, string>;
  let orgA: string, orgB: string;

  const as = <T>(who: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(who), fn, t.db);
  const webhook = async (type: string, object: object) => {
    const { payload, signature } = local.signedEvent(type, object as Record<string, unknown>);
    return handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature);
  };
  /** A new project of the person's company with its upfront invoice, issued on `issueDate`. */
  const invoice = async (owner: string, cents: number, issueDate = TODAY) => {
    const [project] = await t.sql<{ id: string }[]>`
      insert into app.projects (title, client_id, project_value) values ('Autopay work', ${owner}, 1000) returning id`;
    const [row] = await t.sql<{ id: string; number: string }[]>`
      insert into app.invoices (project_id, number, kind, description, amount_cents, issue_date, due_date)
      values (${project.id}, 'INV-0000-0000', 'upfront', 'Upfront', ${cents}, ${issueDate}, ${addDays(issueDate, 15)})
      returning id, number`;
    return row;
  };
  const charges = (invoiceId: string) =>
    t.sql<
      { attempt: number; status: string; scheduled_on: string; failure_message: string | null; pi: string | null }[]
    >`
      select attempt, status, scheduled_on::text, failure_message, stripe_payment_intent_id as pi
        from app.autopay_charges where invoice_id = ${invoiceId} order by attempt`;
  const paid = async (invoiceId: string) =>
    (await t.sql`select note from app.invoice_payments where invoice_id = ${invoiceId}`).map((r) => r.note as string);
  const intentsFor = (invoiceId: string) =>
    local.paymentIntents.filter((pi) => (pi.metadata as Record<string, string>).invoice_id === invoiceId);

  /** Saves a method for the company as Stripe's hosted page and its signed events would. */
  async function saveMethod(org: string, who: string, kind: 'card' | 'us_bank_account' = 'card') {
    const customerId = await as(who, async (tx) => {
      const existing = await tx.select().from(stripeCustomers);
      const mine = existing.find((c) => c.organizationId === org);
      if (mine) return mine.stripeCustomerId;
      return storeStripeCustomer(tx, org, await createCustomer(stripe, { id: org, name: 'Company', email: null }));
    });
    const url = await createSetupSession(stripe, {
      customerId,
      organizationId: org,
      profileId: who,
      success: 'http://portal.test/billing?method=saved',
      cancel: 'http://portal.test/billing',
    });
    const session = local.completeSetup(url.split('/').pop()!, kind, { month: 12, year: 2030 });
    const result = await webhook('checkout.session.completed', session);
    const [method] = await t.sql<{ stripe_payment_method_id: string }[]>`
      select stripe_payment_method_id from app.saved_payment_methods where organization_id = ${org}`;
    return { customerId, session, result, paymentMethodId: method?.stripe_payment_method_id };
  }
  const turnOn = (who: string, org: string) => as(who, (tx) => setAutopay(tx, org, 'project_invoices', true, CONSENT));

  beforeAll(async () => {
    t = await target.open();
    local = await startLocalStripe({ webhookSecret: WEBHOOK_SECRET });
    stripe = stripeClient('sk_test_autopay', undefined, local.origin);
    id.admin = await createUser(t.sql, 'admin@team.test', 'admin');
    id.owner = await createUser(t.sql, 'owner@a.test', 'client', { full_name: 'Olivia Owner' });
    id.ownerB = await createUser(t.sql, 'owner@b.test', 'client', { full_name: 'Bob B' });
    id.billing = await createUser(t.sql, 'billing@a.test', 'client', { full_name: 'Bill Ing' }, { company: false });
    id.member = await createUser(t.sql, 'member@a.test', 'client', { full_name: 'Mem Ber' }, { company: false });
    [{ id: orgA }] =
      await t.sql`select organization_id as id from app.organization_members where profile_id = ${id.owner}`;
    [{ id: orgB }] =
      await t.sql`select organization_id as id from app.organization_members where profile_id = ${id.ownerB}`;
    await t.sql`insert into app.organization_members (organization_id, profile_id, company_role, restricted) values
      (${orgA}, ${id.billing}, 'billing', false), (${orgA}, ${id.member}, 'member', false)`;
  });
  afterAll(async () => {
    await local?.stop();
    await t?.close();
  });

  let methodA: string;
  let methodB: string;

  it('saves the method from the signed setup events, once, keeping only brand, last four and expiry', async () => {
    const saved = await saveMethod(orgA, id.billing);
    expect(saved.result).toEqual({ status: 200, body: { received: true, outcome: 'method_saved' } });
    methodA = saved.paymentMethodId;
    const rows = await t.sql`
      select kind, brand, last4, exp_month, exp_year, saved_by, stripe_setup_intent_id from app.saved_payment_methods`;
    expect(rows).toEqual([
      {
        kind: 'card',
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        saved_by: id.billing,
        stripe_setup_intent_id: saved.session.setup_intent,
      },
    ]);
    // The same setup told again (the SetupIntent's own event) changes nothing; a replay of the
    // very same event is recognised by its id; a bad signature is refused.
    const intent = local.setupIntents.get(saved.session.setup_intent as string)!;
    expect((await webhook('setup_intent.succeeded', intent)).body.outcome).toBe('unchanged');
    const { payload, signature } = local.signedEvent('setup_intent.succeeded', intent);
    expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature)).body.outcome).toBe(
      'unchanged',
    );
    expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature)).body.outcome).toBe(
      'duplicate',
    );
    expect((await handleStripeWebhook(t.db, stripe, 'whsec_wrong', payload, signature)).status).toBe(400);
    // When Stripe cannot be asked about the setup, nothing is stored and Stripe is told to retry.
    expect((await webhook('setup_intent.succeeded', { ...intent, id: 'seti_unknown' })).status).toBe(502);
    // A second save for the same company reuses its Stripe customer.
    expect(local.customers).toHaveLength(1);
  });

  it('turns autopay on with the consent text and the person, once; the member may not', async () => {
    expect(await turnOn(id.billing, orgA)).toBe(true);
    expect(await turnOn(id.owner, orgA)).toBe(false);
    const [consent] = await t.sql`select scope, enabled, consent_text, profile_id from app.autopay_consents`;
    expect(consent).toEqual({
      scope: 'project_invoices',
      enabled: true,
      consent_text: CONSENT,
      profile_id: id.billing,
    });
    const agree = (who: string, org: string) =>
      as(who, (tx) =>
        tx
          .insert(autopayConsents)
          .values({ organizationId: org, scope: 'monthly_fees', enabled: true, consentText: CONSENT }),
      );
    expect(await dbError(agree(id.member, orgA))).toMatch(/row-level security/);
    expect(await dbError(agree(id.ownerB, orgA))).toMatch(/row-level security/);
    // Staff cannot agree for a client, and nobody can without a saved method.
    expect(await dbError(agree(id.admin, orgA))).toMatch(/row-level security/);
    expect(await dbError(agree(id.ownerB, orgB))).toMatch(/row-level security/);
    // Turning on needs the words agreed to.
    expect(
      await dbError(
        as(id.owner, (tx) =>
          tx.insert(autopayConsents).values({ organizationId: orgA, scope: 'monthly_fees', enabled: true }),
        ),
      ),
    ).toMatch(/autopay_consents_text_when_on/);
    // Who agreed is the session's person, whatever the insert says.
    await as(id.owner, (tx) =>
      tx
        .insert(autopayConsents)
        .values({ organizationId: orgA, scope: 'monthly_fees', enabled: false, profileId: id.billing }),
    );
    const [last] = await t.sql`select profile_id from app.autopay_consents where scope = 'monthly_fees'`;
    expect(last.profile_id).toBe(id.owner);
  });

  it('charges an autopay invoice exactly once across two runs at the same time', async () => {
    const before = await invoice(id.owner, 12_000, addDays(TODAY, -1));
    const due = await invoice(id.owner, 25_000);
    local.latencyMs = 150;
    const runs = await Promise.all([runAutopay(t.db, stripe, TODAY), runAutopay(t.db, stripe, TODAY)]);
    local.latencyMs = 0;
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(intentsFor(due.id)).toHaveLength(1);
    const [intent] = intentsFor(due.id);
    const call = local.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.form.get('metadata[invoice_id]') === due.id,
    )!;
    expect(call.idempotencyKey).toBe(chargeIdempotencyKey(due.id, 1));
    expect(call.form.get('off_session')).toBe('true');
    expect(call.form.get('amount')).toBe('25000');
    expect(await charges(due.id)).toEqual([
      { attempt: 1, status: 'succeeded', scheduled_on: TODAY, failure_message: null, pi: intent.id },
    ]);
    expect(await paid(due.id)).toEqual([`Autopay ${intent.id}`]);
    // Issued before autopay was turned on: not covered by the consent, not charged.
    expect(await charges(before.id)).toEqual([]);
    // Stripe's event for the same charge, and its redelivery, change nothing.
    const { payload, signature } = local.signedEvent('payment_intent.succeeded', intent);
    expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature)).body.outcome).toBe(
      'unchanged',
    );
    expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature)).body.outcome).toBe(
      'duplicate',
    );
    expect((await runAutopay(t.db, stripe, TODAY)).sent).toBe(0);
    expect(await paid(due.id)).toHaveLength(1);
  });

  it('sends again, with the same key, an attempt whose run died after asking Stripe', async () => {
    const due = await invoice(id.owner, 30_000);
    const [claimed] = await t.db.transaction(async (tx) => {
      await scheduleAutopayCharges(tx);
      return claimDueCharges(tx, TODAY, 10);
    });
    expect(claimed.invoiceId).toBe(due.id);
    await chargeOffSession(stripe, claimed); // ... and the process dies before storing the answer.
    // While its claim holds, no other run sends it.
    expect((await runAutopay(t.db, stripe, TODAY)).sent).toBe(0);
    await t.sql`update app.autopay_charges set claimed_until = now() - interval '1 second' where invoice_id = ${due.id}`;
    expect((await runAutopay(t.db, stripe, TODAY)).sent).toBe(1);
    expect(intentsFor(due.id)).toHaveLength(1);
    expect((await charges(due.id)).map((c) => c.status)).toEqual(['succeeded']);
    expect(await paid(due.id)).toHaveLength(1);
  });

  it('tells the billing people of a declined card, retries 3 days later and not before, and pays once', async () => {
    const due = await invoice(id.owner, 40_000);
    local.queueCharges(methodA, 'decline');
    expect((await runAutopay(t.db, stripe, TODAY)).sent).toBe(1);
    const [failed] = intentsFor(due.id);
    expect(await charges(due.id)).toEqual([
      {
        attempt: 1,
        status: 'failed',
        scheduled_on: TODAY,
        failure_message: 'Your card has insufficient funds.',
        pi: failed.id,
      },
      { attempt: 2, status: 'scheduled', scheduled_on: addDays(TODAY, 3), failure_message: null, pi: null },
    ]);
    const told = async () =>
      (
        await t.sql<{ user_id: string; link: string }[]>`
          select user_id, link from app.notifications where title = ${`Autopay could not charge invoice ${due.number}`}`
      )
        .map((r) => [r.user_id, r.link])
        .sort();
    expect(await told()).toEqual(
      [
        [id.owner, '/billing'],
        [id.billing, '/billing'],
      ].sort(),
    );
    // Stripe's own event of the failure changes nothing: no second notice, no extra attempt.
    expect((await webhook('payment_intent.payment_failed', failed)).body.outcome).toBe('unchanged');
    expect(await told()).toHaveLength(2);
    expect((await runAutopay(t.db, stripe, addDays(TODAY, 2))).sent).toBe(0);
    expect((await runAutopay(t.db, stripe, addDays(TODAY, 3))).sent).toBe(1);
    const keys = local.requests
      .filter((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[invoice_id]') === due.id)
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([chargeIdempotencyKey(due.id, 1), chargeIdempotencyKey(due.id, 2)]);
    expect((await charges(due.id)).map((c) => c.status)).toEqual(['failed', 'succeeded']);
    expect(await paid(due.id)).toHaveLength(1);
    expect((await runAutopay(t.db, stripe, addDays(TODAY, 7))).sent).toBe(0);
  });

  it('after three declines stops trying and says so', async () => {
    const due = await invoice(id.owner, 41_000);
    local.queueCharges(methodA, 'decline', 'decline', 'decline');
    for (const day of [0, 3, 7, 8, 30]) await runAutopay(t.db, stripe, addDays(TODAY, day));
    expect((await charges(due.id)).map((c) => [c.attempt, c.status, c.scheduled_on])).toEqual([
      [1, 'failed', TODAY],
      [2, 'failed', addDays(TODAY, 3)],
      [3, 'failed', addDays(TODAY, 7)],
    ]);
    expect(await paid(due.id)).toEqual([]);
    const [last] = await t.sql`
      select body from app.notifications where title = ${`Autopay could not charge invoice ${due.number}`}
       order by created_at desc limit 1`;
    expect(last.body).toMatch(/will not try again/);
  });

  it('a bank debit is processing, then the invoice is paid when Stripe says it succeeded', async () => {
    const saved = await saveMethod(orgB, id.ownerB, 'us_bank_account');
    methodB = saved.paymentMethodId;
    const [method] =
      await t.sql`select kind, brand, last4, exp_month from app.saved_payment_methods where organization_id = ${orgB}`;
    expect(method).toEqual({ kind: 'us_bank_account', brand: 'STRIPE TEST BANK', last4: '6789', exp_month: null });
    expect(await turnOn(id.ownerB, orgB)).toBe(true);
    const due = await invoice(id.ownerB, 50_000);
    local.queueCharges(methodB, 'processing');
    expect((await runAutopay(t.db, stripe, TODAY)).sent).toBe(1);
    const [intent] = intentsFor(due.id);
    expect((await charges(due.id)).map((c) => c.status)).toEqual(['processing']);
    expect(await paid(due.id)).toEqual([]);
    expect((await webhook('payment_intent.processing', intent)).body.outcome).toBe('unchanged');
    // Days later the debit clears.
    const succeeded = { ...intent, status: 'succeeded', amount_received: intent.amount };
    const { payload, signature } = local.signedEvent('payment_intent.succeeded', succeeded);
    expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature)).body.outcome).toBe('applied');
    expect((await handleStripeWebhook(t.db, stripe, WEBHOOK_SECRET, payload, signature)).body.outcome).toBe(
      'duplicate',
    );
    expect((await charges(due.id)).map((c) => c.status)).toEqual(['succeeded']);
    expect(await paid(due.id)).toEqual([`Autopay ${intent.id}`]);
    // A late "processing" never undoes it; nothing more is sent.
    expect((await webhook('payment_intent.processing', intent)).body.outcome).toBe('unchanged');
    expect((await runAutopay(t.db, stripe, addDays(TODAY, 5))).sent).toBe(0);
    expect(intentsFor(due.id)).toHaveLength(1);
  });

  it('turning autopay off stops the next charge (charged on the due date)', async () => {
    // A client's update finds no row it may change.
    await as(id.owner, (tx) => saveAutopayTiming(tx, 'due_date'));
    expect((await t.sql`select charge_on from app.autopay_settings`)[0].charge_on).toBe('issue_date');
    await as(id.admin, (tx) => saveAutopayTiming(tx, 'due_date'));
    expect(await as(id.member, (tx) => loadAutopayTiming(tx))).toBe('due_date');
    const due = await invoice(id.owner, 60_000);
    const dueDate = addDays(TODAY, 15);
    expect((await runAutopay(t.db, stripe, TODAY)).sent).toBe(0);
    expect((await charges(due.id)).map((c) => [c.status, c.scheduled_on])).toEqual([['scheduled', dueDate]]);
    expect(await as(id.billing, (tx) => setAutopay(tx, orgA, 'project_invoices', false, null))).toBe(true);
    const run = await runAutopay(t.db, stripe, dueDate);
    expect(run).toMatchObject({ sent: 0, cancelled: 1 });
    expect((await charges(due.id)).map((c) => c.status)).toEqual(['cancelled']);
    expect(intentsFor(due.id)).toHaveLength(0);
    await as(id.admin, (tx) => saveAutopayTiming(tx, 'issue_date'));
  });

  it('shows autopay only to the company’s owner and billing people, and staff; only the server writes Stripe’s answers', async () => {
    const seen = async (who: Person, table: string) =>
      (
        await as(id[who], (tx) =>
          tx.execute<{ org: string }>(dsql.raw(`select distinct organization_id::text as org from app.${table}`)),
        )
      )
        .map((r) => (r.org === orgA ? 'A' : r.org === orgB ? 'B' : '?'))
        .sort();
    const expected: Record<Person, string[]> = {
      owner: ['A'],
      billing: ['A'],
      member: [],
      ownerB: ['B'],
      admin: ['A', 'B'],
    };
    for (const table of ['stripe_customers', 'saved_payment_methods', 'autopay_consents', 'autopay_charges'])
      for (const who of Object.keys(expected) as Person[])
        expect([table, who, await seen(who, table)]).toEqual([table, who, expected[who]]);
    for (const who of Object.keys(expected) as Person[]) {
      expect(await dbError(as(id[who], (tx) => tx.select().from(stripeEvents)))).toMatch(/permission denied/);
      expect(
        await dbError(
          as(id[who], (tx) =>
            tx.insert(autopayCharges).values({
              invoiceId: '00000000-0000-0000-0000-000000000000',
              organizationId: orgA,
              attempt: 1,
              scheduledOn: TODAY,
              amountCents: 1,
            }),
          ),
        ),
      ).toMatch(/permission denied/);
      expect(
        await dbError(as(id[who], (tx) => tx.execute(dsql`update app.saved_payment_methods set last4 = '0000'`))),
      ).toMatch(/permission denied/);
      expect(await dbError(as(id[who], (tx) => tx.execute(dsql`delete from app.autopay_consents`)))).toMatch(
        /permission denied/,
      );
    }
    // The billing page's one read: the owner sees the method and who changed autopay last;
    // a member of the same company sees nothing of it.
    const overview = await as(id.owner, (tx) => loadAutopay(tx, orgA));
    expect(overview.method).toMatchObject({ kind: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(overview.scopes.project_invoices).toMatchObject({ enabled: false, changedBy: 'Bill Ing' });
    expect(overview.scopes.monthly_fees).toMatchObject({ enabled: false, changedBy: 'Olivia Owner' });
    expect(overview.recent.length).toBeGreaterThan(0);
    expect(await as(id.member, (tx) => loadAutopay(tx, orgA))).toMatchObject({ method: null, recent: [] });
    // A company's customer row is written only for that company, by its billing people.
    expect(await dbError(as(id.member, (tx) => storeStripeCustomer(tx, orgA, 'cus_x')))).toMatch(/row-level security/);
    expect(await dbError(as(id.ownerB, (tx) => storeStripeCustomer(tx, orgA, 'cus_x')))).toMatch(/row-level security/);
  });
});
