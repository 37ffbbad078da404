import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClients } from '@/lib/clients/queries';
import { parseClientListParams } from '@/lib/clients/schema';
import { withUser } from '@/lib/db/client';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// The staff's client list has one row per company (its first owner, owners in joining order)
// and one per client in no company, found by the company's name or any of its people's names
// and emails. The database keeps those rows (app.client_list_entries) through triggers on
// memberships, people and companies. After every kind of change, the kept rows must be what
// the rule gives when worked out here from the memberships themselves, and the search text
// must follow renames.

describe.each(databaseTargets())('the kept client list entries on $name', (target) => {
  let t: TestDatabase;
  let admin: string;

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
  });
  afterAll(() => t?.close());

  /** The rule, worked out from the rows: first owner of each company, and clients in none. */
  async function expectedFaces(): Promise<string[]> {
    const people = await t.sql<{ id: string; organization_id: string | null; company_role: string | null }[]>`
      select p.id, m.organization_id, m.company_role
        from app.profiles p left join app.organization_members m on m.profile_id = p.id
       where p.role = 'client'
       order by m.created_at, p.id`;
    const firstOwner = new Map<string, string>();
    for (const p of people)
      if (p.organization_id && p.company_role === 'owner' && !firstOwner.has(p.organization_id))
        firstOwner.set(p.organization_id, p.id);
    return people
      .filter((p) => !p.organization_id || firstOwner.get(p.organization_id) === p.id)
      .map((p) => p.id)
      .sort();
  }

  async function keptFaces(): Promise<string[]> {
    const rows = await t.sql<{ profile_id: string }[]>`select profile_id from app.client_list_entries order by 1`;
    return rows.map((r) => r.profile_id);
  }

  const found = async (q: string) =>
    (await withUser(claimsFor(admin), (tx) => listClients(tx, parseClientListParams({ q })), t.db)).rows.map(
      (r) => r.id,
    );
  const companyOf = async (person: string) =>
    (
      await t.sql<
        { id: string }[]
      >`select organization_id as id from app.organization_members where profile_id = ${person}`
    )[0].id;

  it('follows joins, leaves, role changes, a second owner, renames and deletions', async () => {
    const check = async () => expect(await keptFaces()).toEqual(await expectedFaces());
    const owner = await createUser(t.sql, 'first-owner@acme.test', 'client', { full_name: 'Ada Acme' });
    const alone = await createUser(t.sql, 'alone@solo.test', 'client', { full_name: 'Sol Alone' }, { company: false });
    const member = await createUser(
      t.sql,
      'member@acme.test',
      'client',
      { full_name: 'Max Member' },
      { company: false },
    );
    const second = await createUser(
      t.sql,
      'second@acme.test',
      'client',
      { full_name: 'Sam Second' },
      { company: false },
    );
    await check();
    const acme = await companyOf(owner);
    await t.sql`update app.client_organizations set name = 'Acme Widgets' where id = ${acme}`;

    // Joining: the member is a person of Acme, no longer a row of their own.
    await t.sql`insert into app.organization_members (organization_id, profile_id, company_role)
                values (${acme}, ${member}, 'member'), (${acme}, ${second}, 'member')`;
    await check();
    expect(await found('max member')).toEqual([owner]);
    expect(await found('acme widgets')).toEqual([owner]);
    expect(await found('sol alone')).toEqual([alone]);

    // A second owner does not make a second row; the first owner leaving hands the row over.
    await t.sql`update app.organization_members set company_role = 'owner' where profile_id = ${second}`;
    await check();
    await t.sql`delete from app.organization_members where profile_id = ${owner}`;
    await check();
    // The one who left is a client of their own again; their profile keeps the company name
    // it had until they change it.
    expect((await found('acme widgets')).sort()).toEqual([owner, second].sort());
    expect(await found('ada acme')).toEqual([owner]);

    // Renames and a new email reach the company's search text.
    await t.sql`update app.profiles set full_name = 'Maxine Member' where id = ${member}`;
    await t.sql`update app.profiles set email = 'maxine@acme.test' where id = ${member}`;
    await t.sql`update app.client_organizations set name = 'Acme Gadgets' where id = ${acme}`;
    await check();
    expect(await found('maxine member')).toEqual([second]);
    expect(await found('maxine@acme')).toEqual([second]);
    expect(await found('acme gadgets')).toEqual([second]);
    expect(await found('acme widgets')).toEqual([owner]);
    expect(await found('max member')).toEqual([]);

    // A client made staff leaves the list; a deleted company leaves its people on their own.
    await t.sql`update app.profiles set role = 'admin' where id = ${alone}`;
    await check();
    expect(await found('sol alone')).toEqual([]);
    await t.sql`delete from app.client_organizations where id = ${acme}`;
    await check();
    expect((await found('acme.test')).sort()).toEqual([owner, member, second].sort());
    // A deleted person takes their entry with them.
    await t.sql`delete from auth.users where id = ${member}`;
    await check();
  });

  it('a search matches within one field, not across the line between two', async () => {
    const owner = await createUser(t.sql, 'edge@edge.test', 'client', { full_name: 'Zed' });
    await t.sql`update app.client_organizations set name = 'Lastword' where id = ${await companyOf(owner)}`;
    expect(await found('lastword')).toEqual([owner]);
    expect(await found('lastword zed')).toEqual([]);
  });

  it('is staff-only to read and nobody’s to write', async () => {
    const client = await createUser(t.sql, 'reader@client.test');
    const asClient = (query: string) =>
      t.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(client))}, true),
                        set_config('role', 'authenticated', true)`;
        return tx.unsafe(query);
      });
    expect(await asClient('select * from app.client_list_entries')).toHaveLength(0);
    expect(
      await dbError(asClient(`insert into app.client_list_entries (profile_id, search) values ('${client}', 'x')`)),
    ).toMatch(/permission denied/);
    expect(await dbError(asClient(`select app.refresh_client_list_entries('{}', '{}')`))).toMatch(/permission denied/);
  });
});
