import { sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import { clientSummary, listClients } from '@/lib/clients/queries';
import { parseClientListParams } from '@/lib/clients/schema';
import { listUsers } from '@/lib/users/queries';
import { parseUserListParams } from '@/lib/users/schema';
import { companyTeamOf } from '@/lib/companies/queries';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Client companies: every table a client reads, read as each kind of person in company A
// (owner, billing, member, restricted member, removed member) and as company B's owner. What
// each sees is the rule of the helpers in 20261128020000_client_organizations.sql:
//   owner: everything of A; billing: invoices and payments of A, projects only where put on
//   them; member: all of A's project work, no invoices; restricted member: only the listed
//   projects; removed member: nothing; nobody: anything of the other company.

type Person = 'owner' | 'billing' | 'member' | 'restricted' | 'removed' | 'ownerB';
const PEOPLE: Person[] = ['owner', 'billing', 'member', 'restricted', 'removed', 'ownerB'];

describe.each(databaseTargets())('client companies on $name', (target) => {
  let t: TestDatabase;
  let admin: string;
  const id = {} as Record<Person, string>;
  let orgA: string, orgB: string;
  // Fixture rows by name: A1 and A2 are company A's projects, B1 company B's.
  const rows: Record<string, Record<string, string>> = {};

  const as = <T>(who: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(who), fn, t.db);

  /** The ids of `table` the person sees, by fixture name. */
  async function seen(who: Person, table: string): Promise<string[]> {
    const names = new Map(Object.entries(rows[table] ?? {}).map(([name, rowId]) => [rowId, name]));
    const found = await as(id[who], (tx) =>
      tx.execute<{ id: string }>(dsql.raw(`select id::text as id from app.${table}`)),
    );
    return found
      .map((r) => names.get(r.id))
      .filter((name): name is string => name !== undefined)
      .sort();
  }

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    id.owner = await createUser(t.sql, 'owner@a.test', 'client', { full_name: 'Olivia Owner' });
    id.ownerB = await createUser(t.sql, 'owner@b.test', 'client', { full_name: 'Bob B' });
    for (const who of ['billing', 'member', 'restricted', 'removed'] as const)
      id[who] = await createUser(t.sql, `${who}@a.test`, 'client', { full_name: who }, { company: false });
    [{ id: orgA }] =
      await t.sql`select organization_id as id from app.organization_members where profile_id = ${id.owner}`;
    [{ id: orgB }] =
      await t.sql`select organization_id as id from app.organization_members where profile_id = ${id.ownerB}`;
    await t.sql`insert into app.organization_members (organization_id, profile_id, company_role, restricted) values
      (${orgA}, ${id.billing}, 'billing', false), (${orgA}, ${id.member}, 'member', false),
      (${orgA}, ${id.restricted}, 'member', true), (${orgA}, ${id.removed}, 'member', false)`;

    const project = async (name: string, client: string) => {
      const [p] = await t.sql<{ id: string }[]>`
        insert into app.projects (title, client_id, project_value) values (${name}, ${client}, 1000) returning id`;
      (rows.projects ??= {})[name] = p.id;
      const [invoice] = await t.sql<{ id: string }[]>`
        insert into app.invoices (project_id, number, kind, description, amount_cents, issue_date, due_date)
        values (${p.id}, 'INV-0000-0000', 'upfront', 'Upfront', 50000, '2026-10-01', '2026-10-15') returning id`;
      (rows.invoices ??= {})[name] = invoice.id;
      const [payment] = await t.sql<{ id: string }[]>`
        insert into app.invoice_payments (invoice_id, paid_on, method) values (${invoice.id}, '2026-10-02', 'bank_transfer') returning id`;
      (rows.invoice_payments ??= {})[name] = payment.id;
      const [file] = await t.sql<{ id: string }[]>`
        insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
        values (${p.id}, gen_random_uuid()::text, 'brief.pdf', 'application/pdf', 10, ${admin}) returning id`;
      (rows.project_files ??= {})[name] = file.id;
      const [message] = await t.sql<{ id: string }[]>`
        insert into app.project_messages (project_id, author_id, body) values (${p.id}, ${admin}, 'Hello') returning id`;
      (rows.project_messages ??= {})[name] = message.id;
      const [attachment] = await t.sql<{ id: string }[]>`
        insert into app.project_message_attachments (message_id, storage_key, file_name, content_type, size_bytes)
        values (${message.id}, gen_random_uuid()::text, 'a.pdf', 'application/pdf', 10) returning id`;
      (rows.project_message_attachments ??= {})[name] = attachment.id;
      const [approval] = await t.sql<{ id: string }[]>`
        insert into app.approvals (project_id, kind, title, requested_by) values (${p.id}, 'milestone', 'Design', ${admin}) returning id`;
      (rows.approvals ??= {})[name] = approval.id;
      const [audit] = await t.sql<
        { id: string }[]
      >`insert into app.software_audits (project_id) values (${p.id}) returning id`;
      (rows.software_audits ??= {})[name] = audit.id;
      const [item] = await t.sql<{ id: string }[]>`
        insert into app.software_audit_items (audit_id, software_name, monthly_cost) values (${audit.id}, 'CRM', 9) returning id`;
      (rows.software_audit_items ??= {})[name] = item.id;
      const [ticket] = await t.sql<{ id: string }[]>`
        insert into app.support_tickets (client_id, project_id, subject, description)
        values (${client}, ${p.id}, ${`About ${name}`}, 'Details') returning id`;
      (rows.support_tickets ??= {})[name] = ticket.id;
      const [reply] = await t.sql<{ id: string }[]>`
        insert into app.support_ticket_replies (ticket_id, author_id, body) values (${ticket.id}, ${admin}, 'On it') returning id`;
      (rows.support_ticket_replies ??= {})[name] = reply.id;
      return p.id;
    };
    await project('A1', id.owner);
    const a2 = await project('A2', id.owner);
    await project('B1', id.ownerB);
    // Tickets about no project: the owner's (company-wide) and the billing member's own.
    const [wide] = await t.sql<{ id: string }[]>`
      insert into app.support_tickets (client_id, subject, description) values (${id.owner}, 'General', 'x') returning id`;
    const [own] = await t.sql<{ id: string }[]>`
      insert into app.support_tickets (client_id, subject, description) values (${id.billing}, 'VAT number', 'x') returning id`;
    rows.support_tickets.wide = wide.id;
    rows.support_tickets.billingOwn = own.id;
    // The restricted member is on A1 only; the billing member on A2 (project work there).
    await t.sql`insert into app.organization_member_projects (organization_id, profile_id, project_id) values
      (${orgA}, ${id.restricted}, ${rows.projects.A1}), (${orgA}, ${id.billing}, ${a2})`;
    await t.sql`delete from app.organization_members where profile_id = ${id.removed}`;
    rows.client_organizations = { A: orgA, B: orgB };
  });
  afterAll(async () => t?.close());

  const A_WORK = ['A1', 'A2'];
  const projectTables = [
    'project_files',
    'project_messages',
    'project_message_attachments',
    'approvals',
    'software_audits',
    'software_audit_items',
  ];
  const expectedProjectWork: Record<Person, string[]> = {
    owner: A_WORK,
    billing: ['A2'],
    member: A_WORK,
    restricted: ['A1'],
    removed: [],
    ownerB: ['B1'],
  };

  it.each(projectTables)('%s: each person sees the project work of exactly the projects they see', async (table) => {
    const answers = Object.fromEntries(await Promise.all(PEOPLE.map(async (p) => [p, await seen(p, table)] as const)));
    expect(answers).toEqual(expectedProjectWork);
  });

  it('projects: the rows of the projects each person sees, and for billing every project its invoices name', async () => {
    const answers = Object.fromEntries(
      await Promise.all(PEOPLE.map(async (p) => [p, await seen(p, 'projects')] as const)),
    );
    expect(answers).toEqual({ ...expectedProjectWork, billing: A_WORK });
    // The screens list only the projects a person works on (lib/companies/access.ts).
    const listed = await as(id.billing, (tx) =>
      tx.execute<{ id: string }>(
        dsql`select id from app.projects where id = any ((select app.visible_project_ids())::uuid[])`,
      ),
    );
    expect(listed.map((r) => r.id)).toEqual([rows.projects.A2]);
  });

  it.each(['invoices', 'invoice_payments'])(
    '%s: the owner and billing see the company’s, nobody else',
    async (table) => {
      const answers = Object.fromEntries(
        await Promise.all(PEOPLE.map(async (p) => [p, await seen(p, table)] as const)),
      );
      expect(answers).toEqual({
        owner: A_WORK,
        billing: A_WORK,
        member: [],
        restricted: [],
        removed: [],
        ownerB: ['B1'],
      });
    },
  );

  it('support tickets and replies follow the projects, the opener and the company-wide rule', async () => {
    const tickets = Object.fromEntries(
      await Promise.all(PEOPLE.map(async (p) => [p, await seen(p, 'support_tickets')] as const)),
    );
    expect(tickets).toEqual({
      owner: ['A1', 'A2', 'billingOwn', 'wide'],
      billing: ['A2', 'billingOwn'],
      member: ['A1', 'A2', 'billingOwn', 'wide'],
      restricted: ['A1'],
      removed: [],
      ownerB: ['B1'],
    });
    const replies = Object.fromEntries(
      await Promise.all(PEOPLE.map(async (p) => [p, await seen(p, 'support_ticket_replies')] as const)),
    );
    expect(replies).toEqual({ ...expectedProjectWork });
  });

  it('the company and its people: members see their own company and teammates, a removed member nothing', async () => {
    const companies = Object.fromEntries(
      await Promise.all(PEOPLE.map(async (p) => [p, await seen(p, 'client_organizations')] as const)),
    );
    expect(companies).toEqual({
      owner: ['A'],
      billing: ['A'],
      member: ['A'],
      restricted: ['A'],
      removed: [],
      ownerB: ['B'],
    });
    const teammates = await as(id.member, (tx) =>
      tx.execute<{ id: string }>(dsql`select id from app.profiles order by email`),
    );
    expect(teammates.map((r) => r.id).sort()).toEqual([id.owner, id.billing, id.member, id.restricted].sort());
    expect(await as(id.removed, (tx) => tx.execute(dsql`select 1 from app.organization_members`))).toHaveLength(0);
    const fromB = await as(id.ownerB, (tx) => tx.execute<{ id: string }>(dsql`select id from app.profiles`));
    expect(fromB.map((r) => r.id)).toEqual([id.ownerB]);
  });

  it('a person’s visible projects are theirs to ask about, not another client’s', async () => {
    const ask = (who: Person, about: Person) =>
      as(id[who], (tx) => tx.execute<{ ids: string[] }>(dsql`select app.visible_project_ids_of(${id[about]}) as ids`));
    expect((await ask('restricted', 'restricted'))[0].ids).toEqual([rows.projects.A1]);
    expect((await ask('ownerB', 'owner'))[0].ids).toEqual([]);
    expect((await ask('member', 'owner'))[0].ids).toEqual([]);
  });

  it('activity of a project reaches exactly the people who see the project', async () => {
    const count = async (who: Person, project: string) => {
      const [row] = await as(id[who], (tx) =>
        tx.execute<{ n: number }>(
          dsql`select count(*)::int as n from app.activity_log where resource_type = 'project' and resource_id = ${rows.projects[project]}`,
        ),
      );
      return Number(row.n) > 0;
    };
    expect(await count('owner', 'A1')).toBe(true);
    expect(await count('restricted', 'A1')).toBe(true);
    expect(await count('restricted', 'A2')).toBe(false);
    expect(await count('billing', 'A1')).toBe(false);
    expect(await count('removed', 'A1')).toBe(false);
    expect(await count('ownerB', 'A1')).toBe(false);
  });

  it('writes follow the same rule: messages, approvals and tickets only where the person sees the project', async () => {
    const post = (who: Person, project: string) =>
      as(id[who], (tx) =>
        tx.execute(
          dsql`insert into app.project_messages (project_id, author_id, body) values (${rows.projects[project]}, ${id[who]}, 'Hi')`,
        ),
      );
    await post('restricted', 'A1');
    expect(await dbError(post('restricted', 'A2'))).toMatch(/row-level security/);
    expect(await dbError(post('billing', 'A1'))).toMatch(/row-level security/);
    expect(await dbError(post('ownerB', 'A1'))).toMatch(/row-level security/);

    // A member decides an approval and is recorded as the person who did; billing cannot.
    const decide = (who: Person) =>
      as(id[who], (tx) =>
        tx.execute<{ decided_by: string }>(
          dsql`update app.approvals set status = 'approved' where id = ${rows.approvals.A1} returning decided_by`,
        ),
      );
    expect(await decide('billing')).toHaveLength(0);
    const [decided] = await decide('member');
    expect(decided.decided_by).toBe(id.member);

    const open = (who: Person, project: string | null) =>
      as(id[who], (tx) =>
        tx.execute<{ organization_id: string }>(
          dsql`insert into app.support_tickets (client_id, project_id, subject, description, organization_id)
               values (${id[who]}, ${project ? rows.projects[project] : null}, 'Q', 'x', ${orgB}) returning organization_id`,
        ),
      );
    // The ticket is the opener's company's, whatever the insert says.
    expect((await open('member', 'A2'))[0].organization_id).toBe(orgA);
    expect(await dbError(open('restricted', 'A2'))).toMatch(/row-level security/);
    expect(await dbError(open('removed', null))).toMatch(/member of a client company/);
  });

  it('only owners (and staff) change the team, and a company keeps its last owner', async () => {
    const newcomer = await createUser(t.sql, 'new@a.test', 'client', {}, { company: false });
    const add = (who: string, org: string) =>
      as(who, (tx) =>
        tx.execute(
          dsql`insert into app.organization_members (organization_id, profile_id, company_role) values (${org}, ${newcomer}, 'member')`,
        ),
      );
    expect(await dbError(add(id.member, orgA))).toMatch(/row-level security/);
    expect(await dbError(add(id.owner, orgB))).toMatch(/row-level security/);
    await add(id.owner, orgA);
    // The member cannot remove a teammate (nothing deleted); the owner can.
    const remove = (who: string, profile: string) =>
      as(who, (tx) =>
        tx.execute(dsql`delete from app.organization_members where profile_id = ${profile} returning profile_id`),
      );
    expect(await remove(id.member, newcomer)).toHaveLength(0);
    expect(await remove(id.owner, newcomer)).toHaveLength(1);
    // The last owner can neither leave, nor be removed by staff, nor step down.
    expect(await dbError(remove(id.owner, id.owner))).toMatch(/keeps at least one owner/);
    expect(await dbError(remove(admin, id.owner))).toMatch(/keeps at least one owner/);
    expect(
      await dbError(
        as(id.owner, (tx) =>
          tx.execute(dsql`update app.organization_members set company_role = 'member' where profile_id = ${id.owner}`),
        ),
      ),
    ).toMatch(/keeps at least one owner/);
    // With a second owner, the first may leave.
    await t.sql`update app.organization_members set company_role = 'owner' where profile_id = ${id.member}`;
    await t.sql`update app.organization_members set company_role = 'member' where profile_id = ${id.member}`;
    // Staff members are not company members.
    expect(
      await dbError(
        t.sql`insert into app.organization_members (organization_id, profile_id) values (${orgA}, ${admin})`,
      ),
    ).toMatch(/Only client accounts/);
  });

  it('lists companies for staff: one row each with its member count, found by any member’s name or email', async () => {
    const clients = (q: string) => as(admin, (tx) => listClients(tx, parseClientListParams({ q })));
    const all = await clients('');
    const rowOfA = all.rows.find((r) => r.id === id.owner);
    expect(rowOfA?.memberCount).toBe(4);
    // The teammates are people of company A, not clients of their own.
    for (const who of ['billing', 'member', 'restricted'] as const)
      expect(all.rows.map((r) => r.id)).not.toContain(id[who]);
    expect((await clients('restricted@a.test')).rows.map((r) => r.id)).toEqual([id.owner]);
    const summary = await as(admin, (tx) => clientSummary(tx));
    expect(summary.totalClients).toBe(all.total);
    // The Users list names each client person's company and finds them by it.
    const users = await as(admin, (tx) => listUsers(tx, parseUserListParams({ q: 'olivia' })));
    // (The owner's own row names the company by their company name; a teammate's by the company.)
    expect(users.rows.map((r) => [r.email, r.company]).sort()).toEqual([
      ['billing@a.test', 'Olivia Owner'],
      ['member@a.test', 'Olivia Owner'],
      ['owner@a.test', null],
      ['restricted@a.test', 'Olivia Owner'],
    ]);
    const team = await as(admin, (tx) => companyTeamOf(tx, id.member));
    expect(team?.company.id).toBe(orgA);
    expect(team?.teammates.map((m) => [m.email, m.companyRole, m.projectIds.length])).toEqual([
      ['owner@a.test', 'owner', 0],
      ['billing@a.test', 'billing', 1],
      ['member@a.test', 'member', 0],
      ['restricted@a.test', 'member', 1],
    ]);
  });

  it('deleting a company takes its memberships with it (not a last owner leaving)', async () => {
    const solo = await createUser(t.sql, 'solo@c.test');
    await t.sql`delete from app.client_organizations where id = (select organization_id from app.organization_members where profile_id = ${solo})`;
    expect(await t.sql`select 1 from app.organization_members where profile_id = ${solo}`).toHaveLength(0);
  });
});
