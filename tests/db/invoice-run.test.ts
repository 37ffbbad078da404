import { drizzle } from 'drizzle-orm/postgres-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAllDueInvoices } from '@/lib/billing/scheduled';
import * as schema from '@/lib/db/schema';
import { createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// The scheduled invoice run is a billing job. It works in bounded
// transactions (a batch of projects each), issues and notifies with a few statements per
// batch, loses nothing and repeats nothing when a batch fails, and two runs at once issue
// everything exactly once, numbered in the projects' creation order.

const TODAY = '2026-11-23';

describe.each(databaseTargets())('the scheduled invoice run on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string;
  const projects: string[] = [];

  /** Projects due one upfront invoice each (contract signed), created a day apart in order. */
  async function addProjects(count: number, daysAgo: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const [{ id }] = await t.sql<{ id: string }[]>`
        insert into app.projects (title, client_id, kanban_stage, project_value, created_at)
        values (${`Project ${daysAgo}-${i}`}, ${i % 2 === 0 ? clientA : clientB}, 'contract_signed', ${200 * (i + 1)},
                now() - make_interval(days => ${daysAgo - i}))
        returning id`;
      ids.push(id);
    }
    return ids;
  }
  const invoicesByNumber = () =>
    t.sql<{ number: string; project_id: string; kind: string; amount_cents: string }[]>`
      select number, project_id, kind, amount_cents from app.invoices order by number`;
  const counts = async () => {
    const [row] = await t.sql<{ invoices: number; notifications: number; mails: number }[]>`
      select (select count(*)::int from app.invoices) as invoices,
             (select count(*)::int from app.notifications where category = 'invoices') as notifications,
             (select count(*)::int from app.mail_queue where kind = 'notification_invoices') as mails`;
    return row;
  };

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@client.test');
    clientB = await createUser(t.sql, 'b@client.test');
    projects.push(...(await addProjects(7, 40)));
  });
  afterAll(async () => t?.close());

  it('has a unique key that refuses a second invoice for the same half or month', async () => {
    const indexes = (
      await t.sql<{ indexname: string; indexdef: string }[]>`
        select indexname, indexdef from pg_indexes where schemaname = 'app' and tablename = 'invoices'`
    ).map((r) => r.indexdef);
    expect(indexes.some((d) => /UNIQUE INDEX invoices_one_half_idx .*\(project_id, kind\)/.test(d))).toBe(true);
    expect(indexes.some((d) => /UNIQUE INDEX invoices_one_month_idx .*\(project_id, period_start\)/.test(d))).toBe(
      true,
    );
  });

  it('stops at a failing batch having kept the batches before it, and a rerun finishes without repeating', async () => {
    // The fifth project's invoice fails: batches of two, so the third batch rolls back.
    await t.sql.unsafe(`
      create function app.test_fail_invoice() returns trigger language plpgsql as $$
      begin
        if new.project_id = '${projects[4]}' then raise exception 'simulated outage'; end if;
        return new;
      end $$;
      create trigger test_fail_invoice before insert on app.invoices
        for each row execute function app.test_fail_invoice();`);
    expect(await dbError(issueAllDueInvoices(t.db, TODAY, 2))).toContain('simulated outage');
    const kept = await invoicesByNumber();
    expect(kept.map((r) => [r.number, r.project_id])).toEqual(
      projects.slice(0, 4).map((id, i) => [`INV-2026-000${i + 1}`, id]),
    );
    // Each kept invoice was told to its client (one notification, one mail each), and the
    // failed batch's notifications went with it.
    expect(await counts()).toEqual({ invoices: 4, notifications: 4, mails: 4 });

    await t.sql.unsafe(`drop trigger test_fail_invoice on app.invoices; drop function app.test_fail_invoice();`);
    expect(await issueAllDueInvoices(t.db, TODAY, 2)).toBe(3);
    const all = await invoicesByNumber();
    // Numbered without a gap (the failed batch gave its numbers back) in creation order.
    expect(all.map((r) => [r.number, r.project_id, r.kind])).toEqual(
      projects.map((id, i) => [`INV-2026-000${i + 1}`, id, 'upfront']),
    );
    expect(all.map((r) => Number(r.amount_cents))).toEqual(projects.map((_, i) => (200 * (i + 1) * 100) / 2));
    expect(await counts()).toEqual({ invoices: 7, notifications: 7, mails: 7 });
    // Nothing is due any more: a rerun issues and tells nothing.
    expect(await issueAllDueInvoices(t.db, TODAY, 2)).toBe(0);
    expect(await counts()).toEqual({ invoices: 7, notifications: 7, mails: 7 });
  });

  it('issues a batch and tells its clients with a few statements, however many invoices it holds', async () => {
    await addProjects(12, 30);
    let statements = 0;
    const counted = drizzle(t.sql, { schema, logger: { logQuery: () => void statements++ } });
    expect(await issueAllDueInvoices(counted, TODAY, 100)).toBe(12);
    // Lock, projects, their invoices, one insert, who acts, one notify_many, one mail insert;
    // then the reminders' settings and query. One round trip per invoice would be 12 more at least.
    expect(statements).toBeLessThanOrEqual(9);
    expect(await counts()).toEqual({ invoices: 19, notifications: 19, mails: 19 });
  });

  it('lets two runs at once (two connection pools, as two processes) issue everything exactly once', async () => {
    const fresh = await addProjects(9, 20);
    const one = drizzle(t.sql, { schema });
    const two = drizzle(t.sql, { schema });
    const [a, b] = await Promise.all([issueAllDueInvoices(one, TODAY, 1), issueAllDueInvoices(two, TODAY, 1)]);
    expect(a + b).toBe(9);
    const all = await invoicesByNumber();
    expect(all.length).toBe(28);
    expect(new Set(all.map((r) => `${r.project_id}/${r.kind}`)).size).toBe(28);
    // Still one number each, without a gap, the new projects' in their creation order.
    expect(all.map((r) => r.number)).toEqual(all.map((_, i) => `INV-2026-${String(i + 1).padStart(4, '0')}`));
    expect(all.slice(19).map((r) => r.project_id)).toEqual(fresh);
    expect(await counts()).toEqual({ invoices: 28, notifications: 28, mails: 28 });
  });

  it('joins the run under way in the same process instead of starting a second one', async () => {
    await addProjects(3, 10);
    const first = issueAllDueInvoices(t.db, TODAY, 1);
    const second = issueAllDueInvoices(t.db, TODAY, 1);
    expect(second).toBe(first);
    expect(await first).toBe(3);
  });
});
