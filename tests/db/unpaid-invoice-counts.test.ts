import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceStatus } from '@/lib/billing/rules';
import { adminOverview } from '@/lib/dashboard/queries';
import { withUser } from '@/lib/db/client';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';
import { seededRandom } from '../support/seeded-random';

// What clients owe, per due date, kept by the triggers on
// app.invoices and app.invoice_payments (app.unpaid_invoice_counts), always equals a fresh
// count of the invoices without a payment, whatever is issued, paid, un-paid, re-dated,
// re-priced or deleted, one row or many per statement; the dashboard's Due and Overdue agree
// with that count; only admins read the counters and nobody writes them but the triggers.

const TODAY = '2026-11-23';
const DUE_DATES = ['2026-11-01', '2026-11-23', '2026-11-24', '2026-12-08'] as const;

describe.each(databaseTargets())('unpaid invoice counters on $name', (target) => {
  let t: TestDatabase;
  let admin: string, client: string;
  const projects: string[] = [];
  let month = 0;
  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    client = await createUser(t.sql, 'c@client.test');
    for (let i = 0; i < 3; i++) {
      const [{ id }] = await t.sql`
        insert into app.projects (title, client_id, kanban_stage, monthly_fee) values (${`P${i}`}, ${client}, 'in_development', 10)
        returning id`;
      projects.push(id);
    }
  });
  afterAll(async () => t?.close());

  /** Monthly invoices (a fresh period each, so the one-per-month key never refuses them). */
  function invoiceRows(n: number, next: () => number) {
    return Array.from({ length: n }, () => {
      month += 1;
      const due = DUE_DATES[Math.floor(next() * DUE_DATES.length)];
      return {
        project_id: projects[month % projects.length],
        kind: 'monthly',
        period_start: `${2000 + Math.floor(month / 12)}-${String(1 + (month % 12)).padStart(2, '0')}-01`,
        description: `Month ${month}`,
        amount_cents: String(100 + Math.floor(next() * 100_000)),
        issue_date: '2026-10-01',
        due_date: due,
      };
    });
  }

  async function fresh() {
    return t.sql<{ due_date: string; invoices: number; cents: string }[]>`
      select i.due_date::text, count(*)::int as invoices, sum(i.amount_cents)::text as cents
      from app.invoices i
      where not exists (select 1 from app.invoice_payments p where p.invoice_id = i.id)
      group by 1 order by 1`;
  }

  async function expectCountersMatch() {
    const kept = await t.sql<{ due_date: string; invoices: number; cents: string }[]>`
      select due_date::text, invoices, amount_cents::text as cents from app.unpaid_invoice_counts
      where invoices > 0 order by 1`;
    expect(kept).toEqual(await fresh());
    const zeros = await t.sql`select 1 from app.unpaid_invoice_counts where invoices = 0 and amount_cents <> 0`;
    expect(zeros).toHaveLength(0);
  }

  it('equals a fresh count after every kind of change, one row or many at a time', async () => {
    const next = seededRandom(20_2612);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const ids = async (paid: boolean) =>
      (
        await t.sql<{ id: string }[]>`
          select i.id from app.invoices i
          where exists (select 1 from app.invoice_payments p where p.invoice_id = i.id) = ${paid}`
      ).map((r) => r.id);
    await expectCountersMatch();
    const done: string[] = [];
    for (let step = 0; step < 120; step++) {
      const [unpaid, paid] = [await ids(false), await ids(true)];
      const op =
        unpaid.length < 4
          ? 'issue'
          : pick([
              'issue',
              'issue',
              'pay',
              'pay many',
              'unpay',
              'redate',
              'reprice',
              'move payment',
              'delete',
              'other',
            ]);
      if (op === 'issue') {
        await t.sql`insert into app.invoices ${t.sql(invoiceRows(1 + Math.floor(next() * 3), next))}`;
      } else if (op === 'pay') {
        await t.sql`insert into app.invoice_payments (invoice_id, paid_on, method) values (${pick(unpaid)}, ${TODAY}, 'cash')`;
      } else if (op === 'pay many') {
        const some = [...new Set([pick(unpaid), pick(unpaid), pick(unpaid)])];
        await t.sql`insert into app.invoice_payments (invoice_id, paid_on, method)
                    select id, ${TODAY}, 'card' from app.invoices where id = any (${some}::uuid[])`;
      } else if (op === 'unpay' && paid.length) {
        await t.sql`delete from app.invoice_payments where invoice_id in (${pick(paid)}, ${pick(paid)})`;
      } else if (op === 'redate') {
        // Paid and unpaid alike, in one statement: only the unpaid move.
        await t.sql`update app.invoices set due_date = ${pick(DUE_DATES)}
                    where id in (${pick(unpaid)}, ${paid.length ? pick(paid) : pick(unpaid)})`;
      } else if (op === 'reprice') {
        await t.sql`update app.invoices set amount_cents = amount_cents + ${1 + Math.floor(next() * 500)}
                    where id in (${pick(unpaid)}, ${paid.length ? pick(paid) : pick(unpaid)})`;
      } else if (op === 'move payment' && paid.length) {
        await t.sql`update app.invoice_payments set invoice_id = ${pick(unpaid)} where invoice_id = ${pick(paid)}`;
      } else if (op === 'delete') {
        await t.sql`delete from app.invoices where id in (${pick(unpaid)}, ${pick(unpaid)})`;
      } else {
        await t.sql`update app.invoices set description = description || '.' where id = ${pick(unpaid)}`;
      }
      done.push(op);
      if (step % 10 === 9) await expectCountersMatch();
    }
    // Every kind of change ran, and the counters saw them.
    for (const op of ['issue', 'pay', 'pay many', 'unpay', 'redate', 'reprice', 'move payment', 'delete'])
      expect(done).toContain(op);
    // A statement touching every invoice at once, then every payment.
    await t.sql`update app.invoices set due_date = ${DUE_DATES[1]}, amount_cents = amount_cents + 1`;
    await expectCountersMatch();
    await t.sql`delete from app.invoice_payments`;
    await expectCountersMatch();
    await t.sql`delete from app.invoices`;
    await expectCountersMatch();
  });

  it('gives the dashboard the Due and Overdue a full count gives', async () => {
    const next = seededRandom(7);
    await t.sql`insert into app.invoices ${t.sql(invoiceRows(12, next))}`;
    await t.sql`insert into app.invoice_payments (invoice_id, paid_on, method)
                select id, ${TODAY}, 'cash' from app.invoices order by number limit 4`;
    const rows = await fresh();
    expect(rows.reduce((n, r) => n + r.invoices, 0)).toBe(8);
    const expected = { due: { count: 0, cents: 0 }, overdue: { count: 0, cents: 0 } };
    for (const r of rows) {
      const bucket = invoiceStatus({ dueDate: r.due_date, paidOn: null }, TODAY) === 'overdue' ? 'overdue' : 'due';
      expected[bucket].count += r.invoices;
      expected[bucket].cents += Number(r.cents);
    }
    expect(expected.overdue.count).toBeGreaterThan(0);
    expect(expected.due.count).toBeGreaterThan(0);
    const overview = await as(admin, (tx) => adminOverview(tx, TODAY));
    expect({ due: overview.due, overdue: overview.overdue }).toEqual(expected);
  });

  it('lets admins read the counters, clients nothing, and nobody write them', async () => {
    const read = (id: string) =>
      as(id, async (tx) => (await tx.execute(sql`select * from app.unpaid_invoice_counts`)).length);
    const [{ kept }] = await t.sql<{ kept: number }[]>`select count(*)::int as kept from app.unpaid_invoice_counts`;
    expect(kept).toBeGreaterThan(0);
    expect(await read(admin)).toBe(kept);
    expect(await read(client)).toBe(0);
    for (const statement of [
      sql`update app.unpaid_invoice_counts set invoices = 0`,
      sql`insert into app.unpaid_invoice_counts (due_date) values ('2030-01-01')`,
      sql`delete from app.unpaid_invoice_counts`,
    ])
      expect(await dbError(as(admin, (tx) => tx.execute(statement)))).toMatch(/permission denied/);
  });
});
