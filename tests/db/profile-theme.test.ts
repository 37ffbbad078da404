import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// The colour theme a person chose, kept on their profile: theirs to set, nobody else's by
// their own JWT, and only one of the known themes.

describe.each(databaseTargets())('the profile theme, on $name', (target) => {
  let t: TestDatabase;
  let client: string, otherClient: string;

  beforeAll(async () => {
    t = await target.open();
    client = await createUser(t.sql, 'c@theme.test');
    otherClient = await createUser(t.sql, 'c2@theme.test');
  });
  afterAll(async () => t?.close());

  const themeOf = async (id: string) =>
    (await t.db.select({ theme: profiles.theme }).from(profiles).where(eq(profiles.id, id)))[0]?.theme;

  it('starts unset, so the browser decides', async () => {
    expect(await themeOf(client)).toBeNull();
  });

  it('a person sets their own', async () => {
    const updated = await withUser(
      claimsFor(client),
      (tx) => tx.update(profiles).set({ theme: 'dark' }).where(eq(profiles.id, client)).returning({ id: profiles.id }),
      t.db,
    );
    expect(updated).toHaveLength(1);
    expect(await themeOf(client)).toBe('dark');
  });

  it("a client cannot set another person's", async () => {
    const updated = await withUser(
      claimsFor(client),
      (tx) =>
        tx.update(profiles).set({ theme: 'light' }).where(eq(profiles.id, otherClient)).returning({ id: profiles.id }),
      t.db,
    );
    expect(updated).toEqual([]);
    expect(await themeOf(otherClient)).toBeNull();
  });

  it('refuses a theme the app does not know', async () => {
    const message = await dbError(t.sql`update app.profiles set theme = 'purple' where id = ${client}`);
    expect(message).toMatch(/check constraint/);
  });
});
