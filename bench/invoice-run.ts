// `npm run bench:invoice-run`: times the scheduled invoice run (lib/billing/scheduled.ts) on the
// database in DATABASE_URL, or on the embedded one in DATA_DIR (stopped server), as the
// server's start-up run does it, and prints what it issued. Meant for a copy of the large
// seed (`npm run seed:large`): the first run issues what has fallen due, a second run right
// after must issue nothing.
//
// Autopay is part of the run: unless BENCH_AUTOPAY_EVERY=0, every Nth client company (default
// 10) gets a saved card and autopay for both scopes before the first run, and the run charges
// their new invoices through a local server speaking Stripe's API
// (tests/support/local-stripe.ts), a few calls in flight as in production. The second run must
// charge nothing.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { postgresClient } from '../lib/db/postgres-client';
import * as schema from '../lib/db/schema';
import { openScriptDatabase } from '../lib/db/data-dir-database';
import { issueAllDueInvoices } from '../lib/billing/scheduled';
import { startLocalStripe } from '../tests/support/local-stripe';

const every = Number(process.env.BENCH_AUTOPAY_EVERY ?? 10);
const stripe = every > 0 ? await startLocalStripe({ webhookSecret: 'whsec_bench' }) : null;
if (stripe) {
  // Read by lib/config/env.ts at its first use, which comes after this.
  process.env.STRIPE_SECRET_KEY = 'sk_test_bench';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_bench';
  process.env.STRIPE_API_URL = stripe.origin;
}

const { url, stop } = await openScriptDatabase(process.env.DATABASE_URL, path.resolve(process.env.DATA_DIR ?? '.data'));
const client = postgresClient(url, { max: 2, prepare: false, onnotice: () => {} });
const db = drizzle(client, { schema });
try {
  if (stripe) {
    const companies = await client<{ id: string; owner: string }[]>`
      select o.id, (select m.profile_id from app.organization_members m
                     where m.organization_id = o.id and m.company_role = 'owner' limit 1) as owner
        from app.client_organizations o
       where not exists (select 1 from app.stripe_customers s where s.organization_id = o.id)
       order by o.id`;
    const chosen = companies.filter((_, i) => i % every === 0);
    const rows = chosen.map((c, i) => {
      const customer = `cus_bench_${i}`;
      return { ...c, customer, pm: stripe.addPaymentMethod(customer) };
    });
    for (let i = 0; i < rows.length; i += 1000) {
      const part = rows.slice(i, i + 1000);
      await client`insert into app.stripe_customers ${client(part.map((r) => ({ organization_id: r.id, stripe_customer_id: r.customer })))}`;
      await client`insert into app.saved_payment_methods ${client(
        part.map((r) => ({
          organization_id: r.id,
          stripe_payment_method_id: r.pm,
          stripe_setup_intent_id: `seti_${r.pm}`,
          kind: 'card',
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
        })),
      )}`;
      for (const scope of ['monthly_fees', 'project_invoices'])
        await client`insert into app.autopay_consents ${client(
          part.map((r) => ({
            organization_id: r.id,
            scope,
            enabled: true,
            consent_text: 'Bench',
            profile_id: r.owner,
          })),
        )}`;
    }
    console.log(`autopay on for ${rows.length} of ${companies.length} companies`);
  }
  for (const run of ['first', 'again']) {
    const before = stripe?.paymentIntents.length ?? 0;
    const started = performance.now();
    const issued = await issueAllDueInvoices(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const charged = stripe ? `, charged ${stripe.paymentIntents.length - before} autopay invoices` : '';
    console.log(`${run} run: issued ${issued} invoices${charged} in ${seconds} s`);
  }
  if (stripe) {
    const [{ charges, paid }] = await client<{ charges: number; paid: number }[]>`
      select count(*)::int as charges, count(*) filter (where status = 'succeeded')::int as paid from app.autopay_charges`;
    const keys = new Set(stripe.requests.filter((r) => r.path === '/v1/payment_intents').map((r) => r.idempotencyKey));
    console.log(
      `autopay attempts ${charges}, succeeded ${paid}, PaymentIntents ${stripe.paymentIntents.length}, distinct keys ${keys.size}`,
    );
  }
} finally {
  await client.end();
  await stop();
  await stripe?.stop();
}
