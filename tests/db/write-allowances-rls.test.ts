import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// The write-rate buckets and the storage quota at the database: nobody signed in reads or
// resets a bucket, the bucket function is the server's alone and counts a refill over time,
// each client sees only its own organisation's usage (all of it, however restricted), and the quota trigger refuses a client's
// insert past it whichever way it comes.
describe.each(databaseTargets())('write allowances and storage usage on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string;
  let projectA: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const take = (user: string, cost: number, at: string) =>
    t.sql<{ wait: number }[]>`
      select app.take_write_allowance(${user}::uuid, 'message', ${cost}::float8, 3::float8, 0.1::float8, ${at}::timestamptz) as wait`;

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'quota-a@client.test');
    clientB = await createUser(t.sql, 'quota-b@client.test');
    admin = await createUser(t.sql, 'quota-admin@team.test', 'admin');
    [{ id: projectA }] =
      await t.sql`insert into app.projects (title, client_id) values ('Quota A', ${clientA}) returning id`;
  });
  afterAll(async () => t?.close());

  it('counts writes in a bucket that refills over time, and tells how long to wait', async () => {
    const start = '2030-01-01T00:00:00Z';
    for (let i = 0; i < 3; i++) expect((await take(clientA, 1, start))[0].wait).toBe(0);
    expect((await take(clientA, 1, start))[0].wait).toBeCloseTo(10);
    // Refused attempts take nothing: five seconds later the wait is five seconds.
    expect((await take(clientA, 1, '2030-01-01T00:00:05Z'))[0].wait).toBeCloseTo(5);
    expect((await take(clientA, 1, '2030-01-01T00:00:10Z'))[0].wait).toBe(0);
    // Another person's bucket is their own.
    expect((await take(clientB, 1, start))[0].wait).toBe(0);
  });

  it('lets nobody signed in read, write or spend a bucket', async () => {
    for (const id of [clientA, admin]) {
      expect(await dbError(as(id, (tx) => tx.execute(sql`select * from app.write_allowances`)))).toMatch(
        /permission denied/,
      );
      expect(
        await dbError(as(id, (tx) => tx.execute(sql`delete from app.write_allowances where user_id = ${id}`))),
      ).toMatch(/permission denied/);
      expect(
        await dbError(
          as(id, (tx) =>
            tx.execute(sql`select app.take_write_allowance(${id}::uuid, 'message', 1, 1000, 1000, now())`),
          ),
        ),
      ).toMatch(/permission denied/);
    }
    expect(await dbError(withAnon((tx) => tx.execute(sql`select * from app.write_allowances`), t.db))).toMatch(
      /permission denied/,
    );
  });

  it('shows each client its own organisation’s usage only, and refuses an insert past the quota', async () => {
    const file = (size: number, by: string) => sql`
      insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
      values (${projectA}, gen_random_uuid()::text, 'q.txt', 'text/plain', ${size}, ${by})`;
    await as(clientA, (tx) => tx.execute(file(4000, clientA)));
    await as(admin, (tx) => tx.execute(file(9000, admin)));
    const used = (viewer: string, owner: string) =>
      as(
        viewer,
        async (tx) => (await tx.execute<{ n: string }>(sql`select app.storage_used_bytes(${owner}::uuid) as n`))[0].n,
      );
    // The quota is the company's: A's person's uploads count against the company of A's project.
    const [{ organization_id: companyA }] =
      await t.sql`select organization_id from app.projects where id = ${projectA}`;
    // The team's file never counts; another client sees nothing of A's.
    expect(Number(await used(clientA, companyA))).toBe(4000);
    expect(Number(await used(admin, companyA))).toBe(4000);
    expect(Number(await used(clientB, companyA))).toBe(0);

    // The company's usage as its people read it (lib/files/quota.ts): the whole company, also
    // for a member restricted to none of its projects and a billing member; nothing for others.
    const restricted = await createUser(t.sql, 'quota-restricted@client.test');
    const billing = await createUser(t.sql, 'quota-billing@client.test');
    // Each new client starts as the owner of a company of their own; move them into A's.
    await t.sql`delete from app.client_organizations where id in (
      select organization_id from app.organization_members where profile_id in (${restricted}, ${billing}))`;
    await t.sql`insert into app.organization_members (organization_id, profile_id, company_role, restricted)
      values (${companyA}, ${restricted}, 'member', true), (${companyA}, ${billing}, 'billing', false)`;
    const companyUsed = (viewer: string, company: string) =>
      as(
        viewer,
        async (tx) =>
          (await tx.execute<{ n: string | null }>(sql`select app.company_storage_used_bytes(${company}::uuid) as n`))[0]
            .n,
      );
    expect(Number(await used(restricted, companyA))).toBe(0);
    for (const viewer of [clientA, restricted, billing, admin])
      expect(Number(await companyUsed(viewer, companyA))).toBe(4000);
    expect(await companyUsed(clientB, companyA)).toBeNull();
    expect(
      (await t.sql`select has_function_privilege('anon', 'app.company_storage_used_bytes(uuid)', 'execute') as anon`)[0]
        .anon,
    ).toBe(false);

    // With this server's quota set for the transaction (lib/files/quota.ts), past it is refused.
    const withQuota = (id: string, size: number) =>
      as(id, async (tx) => {
        await tx.execute(sql`select set_config('app.storage_quota_bytes', '5000', true)`);
        await tx.execute(file(size, id));
      });
    await withQuota(clientA, 1000);
    expect(await dbError(withQuota(clientA, 1))).toMatch(/storage quota exceeded/);
    // The team is never refused by a client's quota.
    await withQuota(admin, 5000);
  });

  it('two transactions at once cannot both take the last space or the last token', async () => {
    const [{ id: projectB }] =
      await t.sql`insert into app.projects (title, client_id) values ('Quota B', ${clientB}) returning id`;
    // Two uploads of 3000 bytes into 5000 free, each in its own transaction on its own
    // connection; the first holds its lock a moment before committing.
    const upload = (pause: number) =>
      t.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(clientB))}, true),
                        set_config('role', 'authenticated', true),
                        set_config('app.storage_quota_bytes', '5000', true)`;
        await tx`insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
                 values (${projectB}, gen_random_uuid()::text, 'race.txt', 'text/plain', 3000, ${clientB})`;
        await tx`select pg_sleep(${pause})`;
      });
    const outcomes = await Promise.allSettled([upload(0.3), upload(0)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(String((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason)).toMatch(
      /storage quota exceeded/,
    );
    // Ten takes at once from a bucket of three: exactly three are granted.
    const at = '2031-01-01T00:00:00Z';
    const waits = await Promise.all(Array.from({ length: 10 }, () => take(clientB, 1, at)));
    expect(waits.filter(([row]) => row.wait === 0)).toHaveLength(3);
  });
});
