import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountFilter } from '@/lib/accounts/account-filter';
import { listClients, type ClientRow } from '@/lib/clients/queries';
import type { ClientListParams } from '@/lib/clients/schema';
import { withUser } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/lists/params';
import { isActiveStage, KANBAN_STAGES, type KanbanStage } from '@/lib/projects/stages';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// The client list reads its numbers and its active/inactive filter from
// the counters the projects' triggers keep. Every filter, search, account filter and page
// must give exactly the rows (in order), flags, sums and totals that the product's rule gives
// when applied in TypeScript to the projects themselves (isActiveStage, company name order).

type Client = { id: string; company: string | null; deactivated: boolean; email: string; projects: Project[] };
type Project = { stage: KanbanStage; fee: number };

describe.each(databaseTargets())('the client list on $name', (target) => {
  let t: TestDatabase;
  let admin: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    // 47 clients: no projects, only finished ones, active ones, several of each; some
    // deactivated, some without a company (they sort last); names that sort alike in any
    // collation (lower-case letters and digits).
    for (let i = 0; i < 47; i++) {
      const email = `c${String(i).padStart(2, '0')}@client.test`;
      const id = await createUser(t.sql, email);
      const company = i % 9 === 4 ? null : `co${String((i * 7) % 47).padStart(2, '0')}${i % 2 ? 'beta' : 'alpha'}`;
      const deactivated = i % 11 === 3;
      await t.sql`update app.profiles set company_name = ${company},
                  deactivated_at = case when ${deactivated} then now() end where id = ${id}`;
      const projects: Project[] = [];
      const kind = i % 4; // 0: none, 1: finished only, 2: one active, 3: mixed
      const stages: KanbanStage[] =
        kind === 0
          ? []
          : kind === 1
            ? ['completed', 'awaiting_final_payment']
            : kind === 2
              ? [KANBAN_STAGES[i % 5]]
              : ['completed', KANBAN_STAGES[i % 5], 'in_development'];
      for (const [n, stage] of stages.entries()) projects.push({ stage, fee: (i % 5) * 10 + n });
      for (const p of projects)
        await t.sql`insert into app.projects (title, client_id, kanban_stage, monthly_fee)
                    values (${`P ${email}`}, ${id}, ${p.stage}, ${p.fee})`;
      clients.push({ id, company, deactivated, email, projects });
    }
    // A project moved to a finished stage after the fact: the counters follow.
    const moved = clients.find((c) => c.projects.length === 1 && isActiveStage(c.projects[0].stage))!;
    await t.sql`update app.projects set kanban_stage = 'completed' where client_id = ${moved.id}`;
    moved.projects[0].stage = 'completed';
  });
  afterAll(() => t?.close());

  /** The expected list, computed here from the projects. */
  function expected(params: ClientListParams): { rows: Partial<ClientRow>[]; total: number } {
    const q = params.q.toLowerCase();
    const matching = clients
      .filter((c) => {
        const active = c.projects.some((p) => isActiveStage(p.stage));
        if (params.status === 'active' && !active) return false;
        if (params.status === 'inactive' && active) return false;
        if (params.accounts === 'current' && c.deactivated) return false;
        if (params.accounts === 'deactivated' && !c.deactivated) return false;
        return !q || [c.company, c.email].some((v) => v?.toLowerCase().includes(q));
      })
      .sort((a, b) => {
        if (a.company !== b.company) {
          if (a.company === null) return 1;
          if (b.company === null) return -1;
          return a.company < b.company ? -1 : 1;
        }
        return a.id < b.id ? -1 : 1;
      });
    const start = (params.page - 1) * PAGE_SIZE;
    return {
      total: matching.length,
      rows: matching.slice(start, start + PAGE_SIZE).map((c) => ({
        id: c.id,
        companyName: c.company,
        active: c.projects.some((p) => isActiveStage(p.stage)),
        projectCount: c.projects.length,
        monthlyRevenue: c.projects.reduce((sum, p) => sum + p.fee, 0),
      })),
    };
  }

  it('gives the rows, order, flags, sums and totals of the rule, for every filter and page', async () => {
    let compared = 0;
    for (const status of ['all', 'active', 'inactive'] as const)
      for (const accounts of ['current', 'deactivated', 'any'] as AccountFilter[])
        for (const q of ['', 'beta', 'co1', 'c0'])
          for (const page of [1, 2, 3, 4]) {
            const params = { q, status, accounts, page };
            const want = expected(params);
            const got = await withUser(claimsFor(admin), (tx) => listClients(tx, params), t.db);
            expect({
              params,
              total: got.total,
              rows: got.rows.map(({ id, companyName, active, projectCount, monthlyRevenue }) => ({
                id,
                companyName,
                active,
                projectCount,
                monthlyRevenue,
              })),
            }).toEqual({ params, ...want });
            compared += want.rows.length;
          }
    // The cases are not empty: pages past the first, and inactive clients of every kind.
    expect(compared).toBeGreaterThan(200);
    expect(expected({ q: '', status: 'inactive', accounts: 'current', page: 2 }).rows.length).toBeGreaterThan(0);
  });
});
