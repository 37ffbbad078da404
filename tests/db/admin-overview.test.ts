import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDueInvoices, listInvoices } from '@/lib/billing/queries';
import { hasInvoicesDue } from '@/lib/billing/rules';
import { adminOverview, stageCountsOf } from '@/lib/dashboard/queries';
import { loadPipeline, stageCounts } from '@/lib/projects/queries';
import { withUser } from '@/lib/db/client';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// The admin dashboard's overview read in one statement, and the project page's "anything due?"
// check agreeing with what issuing would do.

const TODAY = '2026-11-23';
const TERMS = { today: TODAY, termsDays: 15 };

describe.each(databaseTargets())('the admin overview on $name', (target) => {
  let t: TestDatabase;
  let admin: string, projectB: string;
  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);

  beforeAll(async () => {
    t = await target.open();
    const clientA = await createUser(t.sql, 'a@client.test');
    const clientB = await createUser(t.sql, 'b@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    await t.sql`
      insert into app.projects (title, client_id, kanban_stage, project_value)
      values ('A site', ${clientA}, 'contract_signed', 1000.01)`;
    [{ id: projectB }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage, project_value, monthly_fee, end_date)
      values ('B app', ${clientB}, 'completed', 500, 100, '2026-09-15') returning id`;
  });
  afterAll(async () => t?.close());

  it('is empty before anything is invoiced, then sums the pipeline, the fees and what is owed', async () => {
    const empty = await as(admin, (tx) => adminOverview(tx, TODAY));
    expect(empty.mrr.every((m) => m.cents === 0)).toBe(true);
    expect(empty.due).toEqual({ count: 0, cents: 0 });

    await as(admin, (tx) => issueDueInvoices(tx, {}, TERMS));
    await t.sql`
      insert into app.invoice_payments (invoice_id, paid_on, method)
      select id, '2026-11-01', 'bank_transfer' from app.invoices where kind = 'monthly' and period_start = '2026-09-15'`;
    const paid =
      await t.sql`select i.kind, i.period_start::text as p from app.invoice_payments x join app.invoices i on i.id = x.invoice_id`;
    expect(paid).toEqual([{ kind: 'monthly', p: '2026-09-15' }]);
    const overview = await as(admin, (tx) => adminOverview(tx, TODAY));
    const stage = (name: string) => overview.pipeline.find((p) => p.stage === name);
    expect(stage('contract_signed')).toMatchObject({ count: 1, valueCents: 100_001 });
    expect(stage('completed')).toMatchObject({ count: 1, valueCents: 50_000 });
    expect(overview.mrr.filter((m) => m.cents > 0)).toEqual([
      { month: '2026-09-01', cents: 10_000 },
      { month: '2026-10-01', cents: 10_000 },
      { month: '2026-11-01', cents: 10_000 },
    ]);
    // Six issued, one paid; none past its due date yet.
    expect(overview.due).toEqual({ count: 5, cents: 50_001 + 25_000 + 25_000 + 20_000 });
    expect(overview.overdue).toEqual({ count: 0, cents: 0 });
    const late = await as(admin, (tx) => adminOverview(tx, '2027-01-01'));
    expect(late.overdue.count).toBe(5);
  });

  it('gives the board the same stage counts as counting them apart (the dashboard reads the projects once)', async () => {
    const [overview, counted, board] = await as(admin, (tx) =>
      Promise.all([adminOverview(tx, TODAY), stageCounts(tx), loadPipeline(tx)]),
    );
    expect(stageCountsOf(overview)).toEqual(counted);
    expect(counted).toMatchObject({ contract_signed: 1, completed: 1, proposal_sent: 0 });
    const reused = await as(admin, (tx) => loadPipeline(tx, undefined, stageCountsOf(overview)));
    expect(reused).toEqual(board);
  });

  it('says a project owes an invoice exactly when issuing would issue one', async () => {
    const project = {
      id: projectB,
      stage: 'completed' as const,
      projectValue: 500,
      monthlyFee: 100,
      endDate: '2026-09-15',
    };
    const issued = await as(admin, (tx) => listInvoices(tx, { projectId: projectB }));
    expect(hasInvoicesDue(project, issued, TODAY)).toBe(false);
    expect(hasInvoicesDue(project, issued, '2026-12-20')).toBe(true);
    expect(
      await as(admin, (tx) => issueDueInvoices(tx, { projectId: projectB }, { ...TERMS, today: '2026-12-20' })),
    ).toBe(1);
  });
});
