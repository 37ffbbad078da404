import { sql as dsql } from 'drizzle-orm';
import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';
import { LAST_OWNER, NOT_YOUR_COMPANY, PROJECT_NOT_IN_COMPANY } from '@/lib/companies/schema';
import { NOT_ALLOWED } from '@/lib/actions/messages';

// The team actions of a client company, as its owner, a member, another company's owner and
// staff: who may invite and remove, the invitation link of a new teammate, the last owner
// kept, and a removed person's sessions ended in the same transaction.

const request = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'portal.localhost:3000' }),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

type Outcome = { ok: boolean; error?: string; id?: string; fieldErrors?: Record<string, string> };
type Act = (input: unknown) => Promise<Outcome>;

describe('client company team actions', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let inviteTeammate: Act, removeTeammate: Act, changeTeammateAccess: Act, updateCompanyDetails: Act;
  const people: Record<string, { id: string; email: string; role: string; company: unknown }> = {};
  let northstar: string;

  const actAs = (who: string) => {
    const p = people[who];
    request.user = {
      claims: { sub: p.id, role: 'authenticated', email: p.email },
      profile: { id: p.id, email: p.email, role: p.role, fullName: who },
      company: p.company,
      needsTwoFactor: false,
    };
  };
  const sessionsOf = async (id: string) =>
    Number((await sql`select count(*)::int as n from auth.sessions where user_id = ${id}`)[0].n);

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    process.env.DATABASE_URL = server.url;
    process.env.AUTH_SECRET = 'x'.repeat(48);
    for (const [key, email] of Object.entries({
      owner: demoAccounts.client,
      billing: demoAccounts.billing,
      member: demoAccounts.member,
      otherOwner: demoAccounts.client2,
      admin: demoAccounts.admin,
    })) {
      const [row] = await sql`
        select p.id, p.email, p.role, m.organization_id, m.company_role, o.name
          from app.profiles p left join app.organization_members m on m.profile_id = p.id
          left join app.client_organizations o on o.id = m.organization_id
         where p.email = ${email}`;
      people[key] = {
        id: row.id,
        email: row.email,
        role: row.role,
        company: row.organization_id
          ? { id: row.organization_id, name: row.name, role: row.company_role, restricted: false }
          : null,
      };
    }
    northstar = (people.owner.company as { id: string }).id;
    ({ inviteTeammate, removeTeammate, changeTeammateAccess, updateCompanyDetails } =
      (await import('@/lib/companies/actions')) as never);
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  const invite = (email: string, companyRole = 'billing', organizationId = northstar) =>
    inviteTeammate({ organizationId, email, fullName: 'New Person', companyRole, idempotencyKey: crypto.randomUUID() });

  it('lets the owner invite a teammate with a role; the new person gets an invitation link', async () => {
    actAs('owner');
    const outcome = await invite('new.billing@northstar.example');
    expect(outcome).toMatchObject({ ok: true });
    const [row] = await sql`
      select m.company_role, p.invitation_status, p.full_name,
             (select count(*)::int from app.invite_tokens t where t.user_id = p.id) as tokens
        from app.organization_members m join app.profiles p on p.id = m.profile_id
       where p.email = 'new.billing@northstar.example'`;
    expect(row).toMatchObject({
      company_role: 'billing',
      invitation_status: 'sent',
      full_name: 'New Person',
      tokens: 1,
    });
  });

  it('refuses a member, another company’s owner, and a taken email', async () => {
    actAs('member');
    expect(await invite('x1@northstar.example')).toMatchObject({ ok: false, error: NOT_ALLOWED });
    actAs('otherOwner');
    expect(await invite('x2@northstar.example')).toMatchObject({ ok: false, error: NOT_YOUR_COMPANY });
    actAs('owner');
    const taken = await invite(demoAccounts.client2);
    expect(taken.ok).toBe(false);
    expect(taken.fieldErrors?.email).toBeTruthy();
    const [{ n }] = await sql`select count(*)::int as n from app.profiles where email like 'x_@northstar.example'`;
    expect(n).toBe(0);
  });

  it('removing a teammate ends their sessions at once', async () => {
    await sql`insert into auth.sessions (user_id) values (${people.billing.id}), (${people.billing.id})`;
    expect(await sessionsOf(people.billing.id)).toBe(2);
    actAs('member');
    expect(await removeTeammate({ organizationId: northstar, profileId: people.billing.id })).toMatchObject({
      ok: false,
      error: NOT_ALLOWED,
    });
    expect(await sessionsOf(people.billing.id)).toBe(2);
    actAs('owner');
    expect(await removeTeammate({ organizationId: northstar, profileId: people.billing.id })).toEqual({ ok: true });
    expect(await sessionsOf(people.billing.id)).toBe(0);
    expect(await sql`select 1 from app.organization_members where profile_id = ${people.billing.id}`).toHaveLength(0);
  });

  it('keeps the last owner, and leaves their sessions alone when refusing', async () => {
    await sql`insert into auth.sessions (user_id) values (${people.owner.id})`;
    actAs('owner');
    expect(await removeTeammate({ organizationId: northstar, profileId: people.owner.id })).toEqual({
      ok: false,
      error: LAST_OWNER,
    });
    actAs('admin');
    expect(await removeTeammate({ organizationId: northstar, profileId: people.owner.id })).toEqual({
      ok: false,
      error: LAST_OWNER,
    });
    expect(await sessionsOf(people.owner.id)).toBe(1);
  });

  it('lets staff invite and remove in any company, and a member leave by themselves', async () => {
    actAs('admin');
    const added = await invite('staff.added@northstar.example', 'member');
    expect(added).toMatchObject({ ok: true });
    expect(await removeTeammate({ organizationId: northstar, profileId: added.id })).toEqual({ ok: true });
    actAs('member');
    expect(await removeTeammate({ organizationId: northstar, profileId: people.member.id })).toEqual({ ok: true });
  });

  describe('changing a teammate’s role and projects', () => {
    let person: string;
    let projects: string[];
    let foreignProject: string;
    // What the person's open session reads on its next request, and the projects it then sees.
    const sessionOf = async (id: string) => {
      const [{ id: sessionId }] = await sql`insert into auth.sessions (user_id) values (${id}) returning id`;
      const { loadSessionProfile } = await import('@/lib/auth/session-profile');
      const claims = { sub: id, role: 'authenticated', email: 'x@test.invalid', session_id: sessionId };
      const state = await loadSessionProfile(claims as never);
      const { withUser } = await import('@/lib/db/client');
      const [row] = await withUser(claims as never, (tx) =>
        tx.execute<{ ids: string[] }>(dsql`select app.visible_project_ids() as ids`),
      );
      return { company: state?.company, projects: [...row.ids].sort() };
    };

    beforeAll(async () => {
      actAs('owner');
      const added = await invite('access.change@northstar.example', 'member');
      person = added.id!;
      projects = (await sql`select id from app.projects where organization_id = ${northstar} order by id`).map(
        (r) => r.id as string,
      );
      [{ id: foreignProject }] = await sql`select id from app.projects where organization_id <> ${northstar} limit 1`;
    });

    it('lets the owner restrict a member to one project; her session sees it on the next request', async () => {
      expect(projects.length).toBeGreaterThan(1);
      expect((await sessionOf(person)).projects).toEqual(projects);
      actAs('owner');
      const outcome = await changeTeammateAccess({
        organizationId: northstar,
        profileId: person,
        companyRole: 'member',
        restricted: true,
        projectIds: [projects[0]],
      });
      expect(outcome).toEqual({ ok: true });
      const seen = await sessionOf(person);
      expect(seen.company).toMatchObject({ role: 'member', restricted: true });
      expect(seen.projects).toEqual([projects[0]]);
    });

    it('lets staff make her billing, and then an owner; owners keep no project list', async () => {
      actAs('admin');
      expect(
        await changeTeammateAccess({
          organizationId: northstar,
          profileId: person,
          companyRole: 'billing',
          restricted: true,
        }),
      ).toEqual({ ok: true });
      let [row] = await sql`select company_role, restricted from app.organization_members where profile_id = ${person}`;
      expect(row).toMatchObject({ company_role: 'billing', restricted: false });
      expect((await sessionOf(person)).company).toMatchObject({ role: 'billing' });
      expect(
        await changeTeammateAccess({
          organizationId: northstar,
          profileId: person,
          companyRole: 'owner',
          projectIds: [projects[0]],
        }),
      ).toEqual({ ok: true });
      [row] = await sql`select company_role from app.organization_members where profile_id = ${person}`;
      expect(row.company_role).toBe('owner');
      expect(await sql`select 1 from app.organization_member_projects where profile_id = ${person}`).toHaveLength(0);
    });

    it('refuses a member, another company’s owner, a project of another company, and demoting the last owner', async () => {
      const change = (companyRole: string, extra: object = {}) =>
        changeTeammateAccess({ organizationId: northstar, profileId: person, companyRole, ...extra });
      actAs('member');
      expect(await change('member')).toMatchObject({ ok: false, error: NOT_ALLOWED });
      actAs('otherOwner');
      expect(await change('member')).toMatchObject({ ok: false, error: NOT_YOUR_COMPANY });
      actAs('owner');
      expect(await change('member', { restricted: true, projectIds: [foreignProject] })).toMatchObject({
        ok: false,
        fieldErrors: { projectIds: PROJECT_NOT_IN_COMPANY },
      });
      // Two owners now: one may step down, the last may not.
      expect(await change('member')).toEqual({ ok: true });
      for (const who of ['owner', 'admin']) {
        actAs(who);
        expect(
          await changeTeammateAccess({ organizationId: northstar, profileId: people.owner.id, companyRole: 'billing' }),
        ).toEqual({ ok: false, error: LAST_OWNER });
      }
      const [row] = await sql`select company_role from app.organization_members where profile_id = ${people.owner.id}`;
      expect(row.company_role).toBe('owner');
    });
  });

  describe('the company’s details', () => {
    const details = (name: string, organizationId = northstar) => ({
      organizationId,
      name,
      address: '1 Harbour Road, Portsmouth',
      website: 'northstar.example',
      billingEmail: 'accounts@northstar.example',
    });

    it('lets the owner and staff edit them; the owner’s profile follows, so the staff’s list agrees', async () => {
      actAs('owner');
      expect(await updateCompanyDetails(details('Northstar Outfitters Ltd'))).toEqual({ ok: true });
      const [company] =
        await sql`select name, address, website, billing_email from app.client_organizations where id = ${northstar}`;
      expect(company).toEqual({
        name: 'Northstar Outfitters Ltd',
        address: '1 Harbour Road, Portsmouth',
        website: 'https://northstar.example',
        billing_email: 'accounts@northstar.example',
      });
      const [profile] =
        await sql`select company_name, website, billing_email from app.profiles where id = ${people.owner.id}`;
      expect(profile).toEqual({
        company_name: 'Northstar Outfitters Ltd',
        website: 'https://northstar.example',
        billing_email: 'accounts@northstar.example',
      });
      actAs('admin');
      expect(await updateCompanyDetails(details('Northstar Outfitters'))).toEqual({ ok: true });
    });

    it('refuses a member, another company’s owner and a blank name', async () => {
      actAs('member');
      expect(await updateCompanyDetails(details('Taken Over'))).toMatchObject({ ok: false, error: NOT_ALLOWED });
      actAs('otherOwner');
      expect(await updateCompanyDetails(details('Taken Over'))).toMatchObject({ ok: false, error: NOT_YOUR_COMPANY });
      actAs('owner');
      const blank = await updateCompanyDetails(details('   '));
      expect(blank.ok).toBe(false);
      expect(blank.fieldErrors?.name).toBeTruthy();
      const [{ name }] = await sql`select name from app.client_organizations where id = ${northstar}`;
      expect(name).toBe('Northstar Outfitters');
    });
  });
});
