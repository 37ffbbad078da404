import { mkdirSync } from 'node:fs';
import { chromium, type FullConfig } from '@playwright/test';
import { postgresClient } from '../../lib/db/postgres-client';
import { ACCOUNTS, E2E, PASSWORD, ROLES, storageStatePath, UNKNOWN_ROLE } from './e2e-env';

/**
 * Prepares the seeded e2e database and signs each role in once through the real form.
 * The "unknown role" user models a role added to the database that this build does not
 * know yet: the enum gains a value and one account gets it.
 */
export default async function globalSetup(config: FullConfig) {
  const sql = postgresClient(E2E.databaseUrl, { max: 1, prepare: false, onnotice: () => {} });
  try {
    await sql.unsafe(`alter type app.user_role add value if not exists '${UNKNOWN_ROLE}'`);
    const [existing] = await sql`select id from auth.users where email = ${ACCOUNTS.unknown}`;
    if (!existing) {
      const [user] = await sql`
        insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
        values (${ACCOUNTS.unknown}, extensions.crypt(${PASSWORD}, extensions.gen_salt('bf')), '{"full_name":"Audra Unknown"}'::jsonb, now())
        returning id`;
      await sql`update app.profiles set role = ${UNKNOWN_ROLE}::app.user_role, invitation_status = 'accepted' where id = ${user.id}`;
    }
  } finally {
    await sql.end();
  }

  mkdirSync(E2E.authDir, { recursive: true });
  const browser = await chromium.launch(config.projects[0].use.launchOptions);
  try {
    for (const role of ROLES) {
      const page = await browser.newPage();
      await page.goto(`${E2E.portal}/login`);
      await page.getByLabel('Email Address').fill(ACCOUNTS[role]);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${E2E.portal}/dashboard`);
      await page.context().storageState({ path: storageStatePath(role) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
