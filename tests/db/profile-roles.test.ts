import { eq, sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// With a user's own JWT (Supabase's Data API) every path to a role runs
// through a super admin, and no API role deletes profiles. Per role: insert, update, delete.

describe.each(databaseTargets())('who can give roles, on $name', (target) => {
  let t: TestDatabase;
  let client: string, otherClient: string, admin: string, otherAdmin: string, superAdmin: string;

  beforeAll(async () => {
    t = await target.open();
    client = await createUser(t.sql, 'c@roles.test');
    otherClient = await createUser(t.sql, 'c2@roles.test');
    admin = await createUser(t.sql, 'a@roles.test', 'admin');
    otherAdmin = await createUser(t.sql, 'a2@roles.test', 'admin');
    superAdmin = await createUser(t.sql, 's@roles.test', 'super_admin');
  });
  afterAll(async () => t?.close());

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const roleOf = async (id: string) =>
    (await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)))[0]?.role ?? null;

  /** An auth user whose profile row is missing, so a caller could try to insert one. */
  async function orphan(email: string) {
    const id = await createUser(t.sql, email);
    await t.sql`delete from app.profiles where id = ${id}`;
    return id;
  }

  describe('delete', () => {
    it.each([
      ['a client', () => client, () => otherClient],
      ['an admin (a client)', () => admin, () => client],
      ['an admin (the super admin)', () => admin, () => superAdmin],
      ['an admin (another admin)', () => admin, () => otherAdmin],
      ['a super admin (an admin)', () => superAdmin, () => admin],
    ])('%s deletes no profile', async (_, actor, victim) => {
      const removed = await as(actor(), (tx) => tx.delete(profiles).where(eq(profiles.id, victim())).returning());
      expect(removed).toEqual([]);
      expect(await roleOf(victim())).not.toBeNull();
    });
  });

  describe('insert', () => {
    it('an admin cannot re-create a profile as super admin (delete + insert)', async () => {
      const id = await orphan('orphan-1@roles.test');
      const error = await dbError(
        as(admin, (tx) => tx.insert(profiles).values({ id, email: 'orphan-1@roles.test', role: 'super_admin' })),
      );
      expect(error).toMatch(/super admin/i);
      expect(await roleOf(id)).toBeNull();
    });

    it('an admin cannot insert an admin profile either', async () => {
      const id = await orphan('orphan-2@roles.test');
      expect(await dbError(as(admin, (tx) => tx.insert(profiles).values({ id, role: 'admin' })))).toMatch(
        /super admin/i,
      );
    });

    it('a client cannot insert a raised profile for itself', async () => {
      const id = await orphan('orphan-3@roles.test');
      expect(await dbError(as(id, (tx) => tx.insert(profiles).values({ id, role: 'admin' })))).toMatch(/42501|only/i);
    });

    it('a super admin can insert an admin profile', async () => {
      const id = await orphan('orphan-4@roles.test');
      await as(superAdmin, (tx) => tx.insert(profiles).values({ id, email: 'orphan-4@roles.test', role: 'admin' }));
      expect(await roleOf(id)).toBe('admin');
    });
  });

  describe('update', () => {
    it('an admin cannot change any role, its own included', async () => {
      for (const [id, to] of [
        [client, 'admin'],
        [otherAdmin, 'super_admin'],
        [admin, 'super_admin'],
        [superAdmin, 'client'],
      ] as const) {
        expect(
          await dbError(as(admin, (tx) => tx.update(profiles).set({ role: to }).where(eq(profiles.id, id)))),
        ).toMatch(/super admin/i);
      }
      expect(await roleOf(client)).toBe('client');
      expect(await roleOf(superAdmin)).toBe('super_admin');
    });

    it('an admin cannot take over a staff account by its email or invitation state', async () => {
      for (const id of [superAdmin, otherAdmin]) {
        expect(
          await dbError(
            as(admin, (tx) => tx.update(profiles).set({ email: 'mine@evil.test' }).where(eq(profiles.id, id))),
          ),
        ).toMatch(/42501|not allowed/i);
        expect(
          await dbError(
            as(admin, (tx) =>
              tx
                .update(profiles)
                .set({ invitationStatus: 'sent', invitationSentAt: new Date() })
                .where(eq(profiles.id, id)),
            ),
          ),
        ).toMatch(/42501|not allowed/i);
      }
    });

    it('an admin still edits names, and a client’s email', async () => {
      await as(admin, (tx) => tx.update(profiles).set({ fullName: 'Renamed' }).where(eq(profiles.id, otherAdmin)));
      await as(admin, (tx) => tx.update(profiles).set({ email: 'c-new@roles.test' }).where(eq(profiles.id, client)));
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, client));
      expect(row.email).toBe('c-new@roles.test');
    });

    it('a client cannot raise itself', async () => {
      expect(
        await dbError(as(client, (tx) => tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, client)))),
      ).toMatch(/super admin/i);
    });

    it('nobody changes their own login email, invitation state or active state', async () => {
      for (const id of [client, admin, superAdmin]) {
        for (const change of [
          { email: `self-${id}@evil.test` },
          { invitationSentAt: new Date('2020-01-01T00:00:00Z') },
          { deactivatedAt: new Date() },
        ]) {
          expect(await dbError(as(id, (tx) => tx.update(profiles).set(change).where(eq(profiles.id, id))))).toMatch(
            /42501|not allowed|own account/i,
          );
        }
      }
    });

    it('a super admin changes others’ roles, not its own', async () => {
      await as(superAdmin, (tx) => tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, otherClient)));
      expect(await roleOf(otherClient)).toBe('admin');
      expect(
        await dbError(
          as(superAdmin, (tx) => tx.update(profiles).set({ role: 'client' }).where(eq(profiles.id, superAdmin))),
        ),
      ).toMatch(/own role/i);
      await as(superAdmin, (tx) => tx.execute(dsql`select 1`));
    });
  });
});
