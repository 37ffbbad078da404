import { createHash } from 'node:crypto';
import { eq, sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAdminUsers } from '@/lib/auth/admin-users-local';
import { DuplicateEmailError } from '@/lib/auth/admin-users-types';
import { consumeInvitation, createInviteToken, hashToken, peekInvitation } from '@/lib/auth/local-invitations';
import { withAnon, withUser } from '@/lib/db/client';
import { authUsers, customFieldDefinitions, inviteTokens, profiles } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Client and user administration on real databases: invite tokens, creating logins, and what
// clients can't touch.
describe.each(databaseTargets())('clients, invitations and custom fields on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string, superAdmin: string;
  let fieldId: string;

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@clients.test', 'client', { full_name: 'Client A' });
    clientB = await createUser(t.sql, 'b@clients.test', 'client', { full_name: 'Client B' });
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    superAdmin = await createUser(t.sql, 'super@team.test', 'super_admin');
    [{ id: fieldId }] = await t.sql`
      insert into app.custom_field_definitions (entity_type, field_name, field_type) values ('client', 'Industry', 'text') returning id`;
  });
  afterAll(async () => t?.close());

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const users = () => createLocalAdminUsers(() => t.db);

  describe('invite tokens', () => {
    it('are out of reach of every API role, admins included', async () => {
      await createInviteToken(clientA, admin, t.db);
      for (const id of [clientA, admin, superAdmin]) {
        expect(await dbError(as(id, (tx) => tx.select().from(inviteTokens)))).toMatch(/permission denied/);
        expect(
          await dbError(
            as(id, (tx) =>
              tx
                .insert(inviteTokens)
                .values({ userId: id, tokenHash: 'a'.repeat(64), expiresAt: new Date(Date.now() + 1e6) }),
            ),
          ),
        ).toMatch(/permission denied/);
      }
      expect(await dbError(withAnon((tx) => tx.select().from(inviteTokens), t.db))).toMatch(/permission denied/);
    });

    it('are stored only as a SHA-256 hash with a 7-day expiry', async () => {
      const token = await createInviteToken(clientB, admin, t.db);
      expect(token.length).toBeGreaterThanOrEqual(43);
      const rows =
        await t.sql`select token_hash, expires_at - created_at as ttl from app.invite_tokens where user_id = ${clientB}`;
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(rows[0].token_hash).not.toContain(token);
      const [{ days }] =
        await t.sql`select extract(day from expires_at - created_at)::int as days from app.invite_tokens where user_id = ${clientB}`;
      expect(days).toBe(7);
      expect(await peekInvitation(token, t.db)).toEqual({ email: 'b@clients.test', fullName: 'Client B' });
      expect(await peekInvitation('not-a-token', t.db)).toBeNull();
    });

    it('a new link replaces the old one', async () => {
      const first = await createInviteToken(clientB, admin, t.db);
      const second = await createInviteToken(clientB, admin, t.db);
      expect(await peekInvitation(first, t.db)).toBeNull();
      expect(await peekInvitation(second, t.db)).not.toBeNull();
    });

    it('accepting sets the password, confirms the login, marks the profile accepted and works once', async () => {
      const id = await createUser(t.sql, 'invited@clients.test');
      const token = await createInviteToken(id, admin, t.db);
      expect(await consumeInvitation(token, 'new-secret', t.db)).toEqual({ userId: id, email: 'invited@clients.test' });
      const [login] = await t.sql`
        select encrypted_password = extensions.crypt('new-secret', encrypted_password) as ok, email_confirmed_at
        from auth.users where id = ${id}`;
      expect(login.ok).toBe(true);
      expect(login.email_confirmed_at).not.toBeNull();
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
      expect(profile.invitationStatus).toBe('accepted');
      expect(await consumeInvitation(token, 'again-secret', t.db)).toBeNull();
      expect(await peekInvitation(token, t.db)).toBeNull();
    });

    it('an expired link is refused', async () => {
      const id = await createUser(t.sql, 'late@clients.test');
      const token = await createInviteToken(id, admin, t.db);
      await t.sql`update app.invite_tokens set created_at = now() - interval '8 days', expires_at = now() - interval '1 day'
                  where token_hash = ${hashToken(token)}`;
      expect(await peekInvitation(token, t.db)).toBeNull();
      expect(await consumeInvitation(token, 'secret1', t.db)).toBeNull();
      const [login] = await t.sql`select encrypted_password from auth.users where id = ${id}`;
      expect(login.encrypted_password).toBeNull();
    });
  });

  describe('creating a login for a client', () => {
    it('creates the login and fills the profile in one transaction under the admin’s claims', async () => {
      const id = await users().createAccount(
        claimsFor(admin),
        { email: 'new@clients.test', fullName: 'New Client' },
        async (tx, newId) => {
          await tx.update(profiles).set({ companyName: 'New Co' }).where(eq(profiles.id, newId));
          const [{ role }] = await tx.execute<{ role: string }>(dsql`select current_user as role`);
          expect(role).toBe('authenticated');
          return newId;
        },
      );
      const [login] = await t.db.select().from(authUsers).where(eq(authUsers.id, id));
      expect(login.encryptedPassword).toBeNull();
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
      expect(profile).toMatchObject({
        email: 'new@clients.test',
        fullName: 'New Client',
        companyName: 'New Co',
        role: 'client',
        invitationStatus: 'pending',
        invitationSentAt: null,
      });
    });

    it('leaves nothing behind when filling the profile fails', async () => {
      await expect(
        users().createAccount(claimsFor(admin), { email: 'rollback@clients.test', fullName: 'X' }, async () => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await t.sql`select 1 from auth.users where email = 'rollback@clients.test'`).toHaveLength(0);
    });

    it('reports a taken email (in any letter case) as a duplicate', async () => {
      await expect(
        users().createAccount(claimsFor(admin), { email: 'A@Clients.test', fullName: 'Again' }, async (_tx, id) => id),
      ).rejects.toBeInstanceOf(DuplicateEmailError);
    });

    it('lets a super admin give the new login a role, but not an admin', async () => {
      const id = await users().createAccount(
        claimsFor(superAdmin),
        { email: 'teammate@team.test', fullName: 'Team Mate' },
        async (tx, newId) => {
          await tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, newId));
          return newId;
        },
      );
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
      expect(profile.role).toBe('admin');
      await expect(
        users().createAccount(
          claimsFor(admin),
          { email: 'sneaky@team.test', fullName: 'Sneaky' },
          async (tx, newId) => {
            await tx.update(profiles).set({ role: 'super_admin' }).where(eq(profiles.id, newId));
          },
        ),
      ).rejects.toThrow();
      expect(await t.sql`select 1 from auth.users where email = 'sneaky@team.test'`).toHaveLength(0);
    });

    it('changes the login email together with the profile', async () => {
      const id = await createUser(t.sql, 'old@clients.test');
      await users().changeEmail(claimsFor(admin), id, 'renamed@clients.test', async (tx) => {
        await tx.update(profiles).set({ email: 'renamed@clients.test' }).where(eq(profiles.id, id));
      });
      const [login] = await t.sql`select email from auth.users where id = ${id}`;
      expect(login.email).toBe('renamed@clients.test');
      await expect(users().changeEmail(claimsFor(admin), id, 'a@clients.test', async () => {})).rejects.toBeInstanceOf(
        DuplicateEmailError,
      );
    });
  });

  describe('what a client cannot touch', () => {
    it('other clients’ profiles: not readable, not writable, not deletable', async () => {
      expect(await as(clientA, (tx) => tx.select().from(profiles).where(eq(profiles.id, clientB)))).toEqual([]);
      expect(
        await as(clientA, (tx) =>
          tx.update(profiles).set({ fullName: 'Hacked' }).where(eq(profiles.id, clientB)).returning(),
        ),
      ).toEqual([]);
      expect(await as(clientA, (tx) => tx.delete(profiles).where(eq(profiles.id, clientB)).returning())).toEqual([]);
      const [b] = await t.db.select().from(profiles).where(eq(profiles.id, clientB));
      expect(b.fullName).toBe('Client B');
    });

    it('custom field definitions: not readable, not writable, not deletable', async () => {
      expect(await as(clientA, (tx) => tx.select().from(customFieldDefinitions))).toEqual([]);
      expect(
        await dbError(
          as(clientA, (tx) =>
            tx.insert(customFieldDefinitions).values({ entityType: 'client', fieldName: 'Mine', fieldType: 'text' }),
          ),
        ),
      ).toMatch(/row-level security/);
      expect(
        await as(clientA, (tx) =>
          tx
            .update(customFieldDefinitions)
            .set({ isRequired: true })
            .where(eq(customFieldDefinitions.id, fieldId))
            .returning(),
        ),
      ).toEqual([]);
      expect(
        await as(clientA, (tx) =>
          tx.delete(customFieldDefinitions).where(eq(customFieldDefinitions.id, fieldId)).returning(),
        ),
      ).toEqual([]);
      expect(await t.sql`select 1 from app.custom_field_definitions where id = ${fieldId}`).toHaveLength(1);
    });

    it('roles and invitation status: not their own, not anyone else’s', async () => {
      expect(
        await dbError(
          as(clientA, (tx) => tx.update(profiles).set({ role: 'super_admin' }).where(eq(profiles.id, clientA))),
        ),
      ).toMatch(/Only a super admin can change roles/);
      expect(
        await dbError(
          as(clientA, (tx) =>
            tx.update(profiles).set({ invitationStatus: 'accepted' }).where(eq(profiles.id, clientA)),
          ),
        ),
      ).toMatch(/Not allowed/);
      expect(
        await as(clientA, (tx) =>
          tx.update(profiles).set({ role: 'client' }).where(eq(profiles.id, admin)).returning(),
        ),
      ).toEqual([]);
    });

    it('logins: auth.users is not writable through the API roles', async () => {
      expect(await dbError(as(admin, (tx) => tx.insert(authUsers).values({ email: 'direct@clients.test' })))).toMatch(
        /permission denied/,
      );
    });
  });

  it('every policy checks "who is this?" once per query, not once per row (10,000-client lists)', async () => {
    const policies = await t.sql<{ policyname: string; qual: string | null; with_check: string | null }[]>`
      select policyname, qual, with_check from pg_policies where schemaname = 'app'`;
    expect(policies.length).toBeGreaterThanOrEqual(25);
    const helper = /(app\.)?(is_admin|is_super_admin|current_user_role)\(\)|auth\.uid\(\)/;
    for (const policy of policies) {
      for (const expression of [policy.qual, policy.with_check]) {
        const perRow = (expression ?? '').replace(new RegExp(`SELECT ${helper.source}`, 'g'), '');
        expect(perRow, policy.policyname).not.toMatch(helper);
      }
    }
  });

  describe('custom field definitions as an admin', () => {
    it('get display order highest + 1, computed in SQL', async () => {
      const next = dsql`(select coalesce(max(d.display_order) + 1, 0) from app.custom_field_definitions d where d.entity_type = 'project')`;
      const [first] = await as(admin, (tx) =>
        tx
          .insert(customFieldDefinitions)
          .values({ entityType: 'project', fieldName: 'Repo', fieldType: 'text', displayOrder: next })
          .returning(),
      );
      const [second] = await as(admin, (tx) =>
        tx
          .insert(customFieldDefinitions)
          .values({
            entityType: 'project',
            fieldName: 'Phase',
            fieldType: 'select',
            fieldOptions: ['A'],
            displayOrder: next,
          })
          .returning(),
      );
      expect([first.displayOrder, second.displayOrder]).toEqual([0, 1]);
      expect(
        await dbError(
          as(admin, (tx) =>
            tx
              .insert(customFieldDefinitions)
              .values({ entityType: 'project', fieldName: 'Bad', fieldType: 'text', fieldOptions: ['x'] }),
          ),
        ),
      ).toMatch(/check constraint/);
    });
  });
});
