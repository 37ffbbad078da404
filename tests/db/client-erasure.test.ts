import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_ALLOWED } from '@/lib/actions/messages';
import { LAST_OWNER } from '@/lib/companies/schema';
import { DEMO_PASSWORD, demoAccounts } from '@/lib/db/seed-demo';
import { ALREADY_ERASED, CONFIRM_REQUIRED, FORMER_CONTACT, NOT_A_CLIENT, PERSON_GONE } from '@/lib/erasure/schema';
import { badStrings, wrongTypes } from '../support/bad-input';
import { openSeededDatabase } from '../support/seeded-database';

// Erasing a client person, through the staff's action on the demo data: sign-in and sessions
// end at once, the profile is anonymised and out of the company, messages show "Former
// contact" to staff and to the company's people, invoices and payments stay; the last owner is
// kept unless they are the company's only person; every refusal leaves everything as it was;
// the bad-input corpus gets clear errors; nobody but staff can erase, through the action or the
// database function.

const request = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'portal.localhost:3000', 'x-forwarded-for': '198.51.100.9' }),
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

type Outcome = {
  ok: boolean;
  error?: string;
  fieldErrors?: Record<string, string>;
  companyLeftWithoutPeople?: boolean;
};
type Act = (input: unknown) => Promise<Outcome>;

let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let sql: postgres.Sql;
let dataDir: string;
let erasePerson: Act;
const people: Record<string, { id: string; role: string; organizationId: string | null }> = {};

const signInAs = (who: string) => {
  const p = people[who];
  request.user = {
    claims: { sub: p.id, role: 'authenticated' },
    profile: { id: p.id, role: p.role },
    company: null,
    needsTwoFactor: false,
  };
};

const count = async (query: postgres.PendingQuery<postgres.Row[]>) => Number((await query)[0].n);
const sessionsOf = (id: string) => count(sql`select count(*)::int as n from auth.sessions where user_id = ${id}`);

/** Who a message's author is, as `viewer` reads the thread. */
async function authorAs(viewer: string, messageId: string): Promise<string | null> {
  return sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: people[viewer].id, role: 'authenticated' })}, true),
                    set_config('role', 'authenticated', true)`;
    const [row] = await tx`select a.name from app.project_messages m
                             left join lateral app.conversation_author(m.author_id) a on true where m.id = ${messageId}`;
    return row?.name ?? null;
  });
}

/** What the firm must keep, and the person's own rows, for comparing before and after. */
const kept = async () => ({
  invoices: await count(sql`select count(*)::int as n from app.invoices`),
  payments: await count(sql`select count(*)::int as n from app.invoice_payments`),
  messages: await count(sql`select count(*)::int as n from app.project_messages`),
  projects: await count(sql`select count(*)::int as n from app.projects`),
  tickets: await count(sql`select count(*)::int as n from app.support_tickets`),
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'client-erasure-'));
  process.env.DATA_DIR = dataDir;
  database = await openSeededDatabase({ max: 4 });
  sql = database.sql;
  for (const [key, email] of Object.entries({
    admin: demoAccounts.admin,
    owner: demoAccounts.client,
    billing: demoAccounts.billing,
    member: demoAccounts.member,
    otherOwner: demoAccounts.client2,
  })) {
    const [row] = await sql`select p.id, p.role, m.organization_id from app.profiles p
                              left join app.organization_members m on m.profile_id = p.id where p.email = ${email}`;
    people[key] = { id: row.id, role: row.role, organizationId: row.organization_id };
  }
  ({ erasePerson } = (await import('@/lib/erasure/actions')) as unknown as { erasePerson: Act });
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('erasing a client person', () => {
  it('refuses anyone but staff, through the action and through the database function', async () => {
    signInAs('owner');
    expect(await erasePerson({ profileId: people.member.id, confirm: true })).toMatchObject({
      ok: false,
      error: NOT_ALLOWED,
    });
    const refused = await sql
      .begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: people.owner.id, role: 'authenticated' })}, true),
                        set_config('role', 'authenticated', true)`;
        await tx`select app.erase_client_person(${people.member.id})`;
      })
      .then(
        () => null,
        (error: Error) => error.message,
      );
    expect(refused).toMatch(/Only staff/);
    expect(await count(sql`select count(*)::int as n from app.profiles where erased_at is not null`)).toBe(0);
  });

  it('needs the confirm box ticked', async () => {
    signInAs('admin');
    const outcome = await erasePerson({ profileId: people.member.id, confirm: false });
    expect(outcome).toMatchObject({ ok: false, fieldErrors: { confirm: CONFIRM_REQUIRED } });
  });

  it('erases a member: sign-in and sessions gone at once, profile anonymised, messages by "Former contact", invoices and payments kept', async () => {
    const member = people.member.id;
    const [project] =
      await sql`select id from app.projects where organization_id = ${people.member.organizationId} limit 1`;
    const [message] = await sql`insert into app.project_messages (project_id, author_id, body)
                                values (${project.id}, ${member}, 'A question from the member') returning id`;
    await sql`insert into auth.sessions (user_id) values (${member}), (${member})`;
    await sql`insert into app.notifications (user_id, category, title, body, link)
              values (${member}, 'messages', 'x', 'y', '/messages')`;
    await sql`insert into app.mail_queue (kind, to_address, subject, body)
              values ('notification', ${demoAccounts.member.toUpperCase()}, 'New message', 'Hello')`;
    expect(await authorAs('admin', message.id)).not.toBe(FORMER_CONTACT);
    const before = await kept();

    signInAs('admin');
    const outcome = await erasePerson({ profileId: member, confirm: true });
    expect(outcome).toMatchObject({ ok: true, companyLeftWithoutPeople: false });

    expect(await sessionsOf(member)).toBe(0);
    const [login] =
      await sql`select email, encrypted_password, raw_user_meta_data from auth.users where id = ${member}`;
    expect(login).toEqual({ email: null, encrypted_password: null, raw_user_meta_data: {} });
    const [profile] = await sql`select * from app.profiles where id = ${member}`;
    expect(profile).toMatchObject({ email: '', full_name: FORMER_CONTACT, phone: null, custom_fields: {} });
    expect(profile.erased_at).not.toBeNull();
    expect(profile.deactivated_at).not.toBeNull();
    expect(await count(sql`select count(*)::int as n from app.organization_members where profile_id = ${member}`)).toBe(
      0,
    );
    expect(await count(sql`select count(*)::int as n from app.notifications where user_id = ${member}`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from app.mail_queue where lower(to_address) = ${demoAccounts.member}`),
    ).toBe(0);
    expect(await kept()).toEqual(before);
    // Staff and the company's owner both read the author as "Former contact".
    expect(await authorAs('admin', message.id)).toBe(FORMER_CONTACT);
    expect(await authorAs('owner', message.id)).toBe(FORMER_CONTACT);
    const [entry] = await sql`select user_id, details from app.activity_log
                               where action = 'client_person_erased' and resource_id = ${member}`;
    expect(entry).toMatchObject({ user_id: people.admin.id, details: { company_left_without_people: false } });

    // Signing in with the old email and password no longer works; an old session is refused.
    const { signIn } = (await import('@/lib/auth/actions')) as unknown as { signIn: Act };
    request.user = null;
    expect((await signIn({ email: demoAccounts.member, password: DEMO_PASSWORD }))?.ok).not.toBe(true);
    const [session] = await sql`insert into auth.sessions (user_id) values (${member}) returning id`;
    const { loadSessionProfile } = await import('@/lib/auth/session-profile');
    expect(
      await loadSessionProfile({ sub: member, role: 'authenticated', session_id: session.id } as never),
    ).toBeNull();
  });

  it('refuses erasing the same person twice, staff, and unknown people, changing nothing', async () => {
    signInAs('admin');
    expect(await erasePerson({ profileId: people.member.id, confirm: true })).toMatchObject({
      ok: false,
      error: ALREADY_ERASED,
    });
    expect(await erasePerson({ profileId: people.admin.id, confirm: true })).toMatchObject({
      ok: false,
      error: NOT_A_CLIENT,
    });
    expect(await erasePerson({ profileId: randomUUID(), confirm: true })).toMatchObject({
      ok: false,
      error: PERSON_GONE,
    });
  });

  it('keeps the last owner while others stay; the refusal leaves their sessions and login alone', async () => {
    const owner = people.owner.id;
    await sql`insert into auth.sessions (user_id) values (${owner})`;
    const sessions = await sessionsOf(owner);
    signInAs('admin');
    expect(await erasePerson({ profileId: owner, confirm: true })).toMatchObject({ ok: false, error: LAST_OWNER });
    expect(await sessionsOf(owner)).toBe(sessions);
    const [login] = await sql`select email from auth.users where id = ${owner}`;
    expect(login.email).toBe(demoAccounts.client);
    const [profile] = await sql`select erased_at, full_name from app.profiles where id = ${owner}`;
    expect(profile.erased_at).toBeNull();
  });

  it('erases a company’s only person: the company and its invoices stay, with no one to sign in', async () => {
    const other = people.otherOwner;
    const [{ n: members }] = await sql`select count(*)::int as n from app.organization_members
                                        where organization_id = ${other.organizationId}`;
    expect(members).toBe(1);
    const invoices = await count(
      sql`select count(*)::int as n from app.invoices where organization_id = ${other.organizationId}`,
    );
    signInAs('admin');
    expect(await erasePerson({ profileId: other.id, confirm: true })).toMatchObject({
      ok: true,
      companyLeftWithoutPeople: true,
    });
    expect(
      await count(sql`select count(*)::int as n from app.invoices where organization_id = ${other.organizationId}`),
    ).toBe(invoices);
    expect(
      await count(sql`select count(*)::int as n from app.client_organizations where id = ${other.organizationId}`),
    ).toBe(1);
    // An erased person cannot be reactivated: the staff's action says so, and the database refuses it.
    const { setAccountActive } = (await import('@/lib/accounts/admin-actions')) as unknown as {
      setAccountActive: Act;
    };
    expect(await setAccountActive({ userId: other.id, active: true })).toMatchObject({
      ok: false,
      error: expect.stringContaining('erased on request'),
    });
    const reactivated = await sql`update app.profiles set deactivated_at = null where id = ${other.id}`.then(
      () => null,
      (error: Error) => error.message,
    );
    expect(reactivated).toMatch(/profiles_erased_stays_deactivated/);
  });

  it('answers the bad-input corpus with clear errors, never an exception', async () => {
    signInAs('admin');
    const before = await count(sql`select count(*)::int as n from app.profiles where erased_at is not null`);
    for (const [name, value] of [...badStrings, ...wrongTypes]) {
      // `true` is the one right answer to the confirm box, so it is not sent with a real person.
      const inputs = [{ profileId: value, confirm: true }];
      if (value !== true) inputs.push({ profileId: people.billing.id, confirm: value as boolean });
      for (const input of inputs) {
        const outcome = await erasePerson(input);
        if (outcome.ok) throw new Error(`${name} erased someone`);
        expect(outcome.error, name).toBeTruthy();
      }
      const form = new FormData();
      form.set('profileId', typeof value === 'string' ? value : JSON.stringify(value));
      form.set('confirm', 'on');
      const posted = await (erasePerson as unknown as (p: unknown, f: FormData) => Promise<Outcome>)(null, form);
      expect(posted.ok, name).toBe(false);
    }
    expect(await count(sql`select count(*)::int as n from app.profiles where erased_at is not null`)).toBe(before);
  });
});
