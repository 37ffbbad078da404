import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { seedLarge } from '@/lib/db/seed-large';
import { databaseTargets, type TestDatabase } from '../support/test-databases';

// The migration that makes every client a company, run on data made under the old schema: the
// large seed's shape (COMPANIES_MIGRATION_CLIENTS clients, five projects each; 10,000 is the
// full large seed, the default keeps the suite quick), plus invoices, payments, tickets,
// files, messages, approvals and notifications. Afterwards every client owns exactly one
// company, and every row is still there and attached to the company of its person.

const COMPANIES_MIGRATION = '20261128020000';
const clients = Number(process.env.COMPANIES_MIGRATION_CLIENTS ?? 300);
const sizes = {
  clients,
  projects: clients * 5,
  inquiries: 10,
  auditedProjects: Math.ceil(clients / 5),
};

const COUNTED = [
  'app.projects',
  'app.invoices',
  'app.invoice_payments',
  'app.support_tickets',
  'app.support_ticket_replies',
  'app.project_files',
  'app.project_messages',
  'app.approvals',
  'app.notifications',
  'app.software_audits',
  'app.activity_log',
];

describe.each(databaseTargets())('the client companies migration on $name', (target) => {
  let t: TestDatabase;
  let before: Record<string, number>;
  let seconds: number;

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of COUNTED) {
      const [row] = await t.sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${table}`);
      out[table] = Number(row.n);
    }
    return out;
  };

  beforeAll(
    async () => {
      t = await target.open({ migrateBefore: COMPANIES_MIGRATION });
      await seedLarge(t.sql, sizes);
      const [admin] = await t.sql<{ id: string }[]>`
      insert into auth.users (email) values ('admin@migration.test') returning id`;
      await t.sql`update app.profiles set role = 'admin' where id = ${admin.id}`;
      // What hangs off a client besides its projects, made the old way (client_id = the person).
      await t.sql`
      insert into app.invoices (project_id, number, kind, description, amount_cents, issue_date, due_date)
      select id, 'INV-0000-0000', 'upfront', 'Upfront', 100000, '2026-10-01', '2026-10-15'
        from app.projects where kanban_stage <> 'discovery_audit'`;
      await t.sql`
      insert into app.invoice_payments (invoice_id, paid_on, method)
      select id, '2026-10-02', 'bank_transfer' from app.invoices where substr(id::text, 1, 1) < '8'`;
      await t.sql`
      insert into app.support_tickets (client_id, project_id, subject, description)
      select client_id, case when substr(id::text, 1, 1) < '8' then id end, 'Question', 'Details'
        from app.projects where description like 'Benchmark project %' and substr(id::text, 2, 1) < '4'`;
      await t.sql`
      insert into app.support_ticket_replies (ticket_id, author_id, body)
      select id, ${admin.id}, 'On it' from app.support_tickets`;
      await t.sql`
      insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
      select id, gen_random_uuid()::text, 'brief.pdf', 'application/pdf', 10, client_id
        from app.projects where substr(id::text, 1, 1) < '4'`;
      await t.sql`
      insert into app.project_messages (project_id, author_id, body)
      select id, client_id, 'Hello' from app.projects where substr(id::text, 1, 1) between '4' and '9'`;
      await t.sql`
      insert into app.approvals (project_id, kind, title, requested_by)
      select id, 'milestone', 'Design', ${admin.id} from app.projects where substr(id::text, 1, 1) < '3'`;
      await t.sql`
      insert into app.notifications (user_id, category, title, body, link)
      select client_id, 'messages', 'New message', 'Hello', '/projects/' || id
        from app.projects where substr(id::text, 1, 1) between '4' and '9'`;
      before = await counts();
      const started = performance.now();
      await migrate(t.sql, { localShim: true });
      seconds = (performance.now() - started) / 1000;
      console.log(`${target.name}: the remaining migrations took ${seconds.toFixed(1)} s for ${clients} clients`);
    },
    120_000 + clients * 150,
  );
  afterAll(async () => t?.close());

  it('keeps every row', async () => {
    expect(await counts()).toEqual(before);
    expect(before['app.projects']).toBe(sizes.projects);
  });

  it('makes every client the only owner of a company of its own, named after it', async () => {
    const [row] = await t.sql<{ clients: number; owners: number; companies: number; unnamed: number }[]>`
      select (select count(*)::int from app.profiles where role = 'client') as clients,
             (select count(*)::int from app.organization_members where company_role = 'owner') as owners,
             (select count(*)::int from app.client_organizations) as companies,
             (select count(*)::int from app.client_organizations o
               join app.organization_members m on m.organization_id = o.id
               join app.profiles p on p.id = m.profile_id
              where o.name <> coalesce(nullif(btrim(p.company_name), ''), nullif(btrim(p.full_name), ''), p.email)) as unnamed`;
    expect(row).toEqual({ clients: clients, owners: clients, companies: clients, unnamed: 0 });
  });

  it('attaches projects, invoices and tickets to the company of their person', async () => {
    const [row] = await t.sql<{ projects: number; invoices: number; tickets: number }[]>`
      select (select count(*)::int from app.projects p
               join app.organization_members m on m.profile_id = p.client_id
              where m.organization_id is distinct from p.organization_id) as projects,
             (select count(*)::int from app.invoices i join app.projects p on p.id = i.project_id
              where i.organization_id is distinct from p.organization_id) as invoices,
             (select count(*)::int from app.support_tickets t
               join app.organization_members m on m.profile_id = t.client_id
              where m.organization_id is distinct from t.organization_id) as tickets`;
    expect(row).toEqual({ projects: 0, invoices: 0, tickets: 0 });
  });

  it('leaves each client seeing exactly the projects, invoices and tickets it saw before', async () => {
    // Under the old rules a client saw the rows with its own client_id; now its company's.
    const [row] = await t.sql<{ differ: number }[]>`
      select count(*)::int as differ from app.profiles p
       where p.role = 'client'
         and (select coalesce(array_agg(x order by x), '{}') from unnest(app.visible_project_ids_of(p.id)) x)
             is distinct from (select coalesce(array_agg(id order by id), '{}') from app.projects where client_id = p.id)`;
    expect(row.differ).toBe(0);
  });
});
