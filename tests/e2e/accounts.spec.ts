import { spawnSync } from 'node:child_process';
import { expect, type Browser, type Page } from '@playwright/test';
import { currentTotp } from '@/lib/auth/totp';
import { storageStatePath } from '../support/e2e-env';
import { account } from './account-data';
import { insertClient, uniqueTag } from './admin-data';
import { asNewVisitor, E2E, e2eSql, expectNoAxeViolations, signIn, test } from './fixtures';

// Accounts in the browser, local auth adapter, no mail server: mail lands in the outbox a
// super admin reads. Every test makes its own accounts so the demo accounts stay as they are.

const RESET_REQUESTED = 'If an account exists for that email address, we have sent it a link to reset the password.';
const DEACTIVATED = 'This account has been deactivated. Please contact us if you need access again.';
const EXPIRED = 'Your session has expired. Please sign in again.';

async function newPage(browser: Browser, role?: 'admin' | 'super_admin'): Promise<Page> {
  const context = await browser.newContext(role ? { storageState: storageStatePath(role) } : {});
  const page = await context.newPage();
  await asNewVisitor(page);
  return page;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(`${E2E.portal}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The newest outbox mail to `to`, as a super admin reads it in the portal. */
async function mailFromOutbox(browser: Browser, to: string): Promise<string> {
  const page = await newPage(browser, 'super_admin');
  await page.goto('/admin/outbox');
  const mail = page
    .getByTestId('outbox-mail')
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(mail).toBeVisible();
  const body = (await mail.locator('pre').textContent())!;
  await page.context().close();
  return body;
}

test('forgot password: same answer for everyone, link from the outbox, works once, ends other sessions', async ({
  browser,
  page,
}) => {
  test.slow();
  const person = await account();
  const elsewhere = await newPage(browser);
  await signIn(elsewhere, person.email, person.password);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(RESET_REQUESTED);
  await expectNoAxeViolations(page);

  // An unknown address gets exactly the same answer, and no mail.
  const stranger = await newPage(browser);
  await stranger.goto('/auth/forgot-password');
  await stranger.getByLabel('Email Address').fill(`nobody-${person.tag}@accounts.test`);
  await stranger.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(stranger.getByRole('status')).toContainText(RESET_REQUESTED);

  const body = await mailFromOutbox(browser, person.email);
  const link = body.match(/http\S+\/auth\/reset-password\?token=\S+/)![0];
  expect(body).toContain('expires in 1 hour');
  const sql = e2eSql();
  const [{ n }] =
    await sql`select count(*)::int as n from app.mail_queue where to_address = ${`nobody-${person.tag}@accounts.test`}`;
  expect(n).toBe(0);

  const visitor = await newPage(browser);
  await visitor.goto(link);
  await visitor.getByLabel('New Password').fill('second-password');
  await visitor.getByLabel('Confirm Password').fill('different');
  await visitor.getByRole('button', { name: 'Set New Password and Sign In' }).click();
  await expect(visitor.getByText('Passwords do not match')).toBeVisible();
  await visitor.getByLabel('Confirm Password').fill('second-password');
  await visitor.getByRole('button', { name: 'Set New Password and Sign In' }).click();
  await visitor.waitForURL(`${E2E.portal}/dashboard`);

  // The session opened before the reset has ended; the old password is gone.
  await elsewhere.goto('/account');
  await expect(elsewhere).toHaveURL(/\/login\?next=%2Faccount/);
  const again = await newPage(browser);
  await again.goto(link);
  await expect(again.getByText('This password reset link is invalid, used or expired.')).toBeVisible();
  await signInAs(again, person.email, person.password);
  await expect(again.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
  await sql.end();
});

test('My Account: profile edits are saved and validated; nobody else is touched', async ({ browser }) => {
  const person = await account();
  const page = await newPage(browser);
  await signIn(page, person.email, person.password);
  await page.getByRole('navigation', { name: 'Client Portal' }).getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Full Name').fill('Renamed Person');
  await profile.getByLabel('Phone').fill('+1 555 0100');
  await profile.getByLabel('Company Name').fill(`Renamed Co ${person.tag}`);
  await profile.getByLabel('Billing Contact Email').fill('not-an-email');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByText('Please enter a valid email')).toBeVisible();
  await profile.getByLabel('Billing Contact Email').fill(`billing@${person.tag}.test`);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile has been saved.');
  await expectNoAxeViolations(page);
  const sql = e2eSql();
  const [row] =
    await sql`select full_name, phone, company_name, billing_contact_email, role from app.profiles where id = ${person.id}`;
  expect(row).toEqual({
    full_name: 'Renamed Person',
    phone: '+1 555 0100',
    company_name: `Renamed Co ${person.tag}`,
    billing_contact_email: `billing@${person.tag}.test`,
    role: 'client',
  });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Full Name')).toHaveValue('Renamed Person');
  await sql.end();
});

test('change password: the current one is required; other sessions end; the new one signs in', async ({ browser }) => {
  const person = await account();
  const page = await newPage(browser);
  const other = await newPage(browser);
  await signIn(page, person.email, person.password);
  await signIn(other, person.email, person.password);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill('wrong-password');
  await form.getByLabel('New Password', { exact: true }).fill('changed-password');
  await form.getByLabel('Confirm New Password').fill('changed-password');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');
  await form.getByLabel('Current Password').fill(person.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toContainText('Your password has been changed.');
  // This session goes on; the other one has ended.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await other.goto('/account');
  await expect(other).toHaveURL(/\/login/);
  await signIn(other, person.email, 'changed-password');
});

test('sessions: listed with this one marked; signing out another ends it at once', async ({ browser }) => {
  const person = await account();
  const page = await newPage(browser);
  const other = await newPage(browser);
  await signIn(other, person.email, person.password);
  await signIn(page, person.email, person.password);
  await page.goto('/account');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await expect(sessions.getByTestId('session-row').filter({ hasText: 'This session' })).toHaveCount(1);
  // Playwright's Desktop Chrome device says Windows.
  await expect(sessions).toContainText('Chrome on Windows');
  await sessions.getByRole('button', { name: /^Sign out Chrome/ }).click();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login/);

  await signIn(other, person.email, person.password);
  await page.reload();
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sign Out Everywhere Else' }).click();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login/);
});

test('two-factor: enrol → sign in with a code → with a recovery code → disable', async ({ browser }) => {
  test.slow();
  const person = await account('admin');
  const page = await newPage(browser);
  await signIn(page, person.email, person.password);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await expectNoAxeViolations(page);
  await page.getByLabel('Code from the App').fill(currentTotp(secret));
  await page.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  const codes = await page.getByTestId('recovery-code').allTextContents();
  const sql = e2eSql();
  const [stored] = await sql`select secret_ciphertext from app.mfa_factors where user_id = ${person.id}`;
  expect(stored.secret_ciphertext).not.toContain(secret);

  // Sign in again: the password alone is not enough.
  const next = await newPage(browser);
  await signInAs(next, person.email, person.password);
  await next.waitForURL(/\/login\/two-factor/);
  await next.getByLabel('Authentication Code').fill('000000');
  await next.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(
    next.getByRole('alert').filter({ hasText: 'That code is not correct. Please try again.' }),
  ).toBeVisible();
  await next.getByLabel('Authentication Code').fill(currentTotp(secret, Date.now() + 30_000));
  await next.getByRole('button', { name: 'Verify and Sign In' }).click();
  await next.waitForURL(`${E2E.portal}/dashboard`);

  // A recovery code works once.
  const third = await newPage(browser);
  await signInAs(third, person.email, person.password);
  await third.waitForURL(/\/login\/two-factor/);
  await third.getByLabel('Authentication Code').fill(codes[0]);
  await third.getByRole('button', { name: 'Verify and Sign In' }).click();
  await third.waitForURL(`${E2E.portal}/dashboard`);
  const fourth = await newPage(browser);
  await signInAs(fourth, person.email, person.password);
  await fourth.waitForURL(/\/login\/two-factor/);
  await fourth.getByLabel('Authentication Code').fill(codes[0]);
  await fourth.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(
    fourth.getByRole('alert').filter({ hasText: 'That code is not correct. Please try again.' }),
  ).toBeVisible();

  // Disable with a recovery code; then the password alone signs in.
  await third.goto('/account/two-factor');
  await third.getByLabel('Current Code or Recovery Code').fill(codes[1]);
  await third.getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }).click();
  await third.waitForURL(`${E2E.portal}/account`);
  await expect(third.getByRole('region', { name: 'Two-Factor Sign-In' })).toContainText('Off');
  const fifth = await newPage(browser);
  await signIn(fifth, person.email, person.password);
  await sql.end();
});

test('offboarding: deactivate → signed out and refused → hidden from lists → reactivate', async ({ browser }) => {
  test.slow();
  const person = await account();
  const clientPage = await newPage(browser);
  await signIn(clientPage, person.email, person.password);

  const admin = await newPage(browser, 'admin');
  await admin.goto(`/admin/clients/${person.id}`);
  const panel = admin.getByRole('region', { name: 'Account' });
  await panel.getByRole('button', { name: /^Deactivate/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(panel.getByRole('button', { name: /^Reactivate/ })).toBeVisible();
  await expect(admin.getByText('Account deactivated: this client cannot sign in.')).toBeVisible();
  await expectNoAxeViolations(admin);

  // Every session ended at once; sign-in is refused with a clear message.
  await clientPage.goto('/dashboard');
  await expect(clientPage).toHaveURL(/\/login/);
  await signInAs(clientPage, person.email, person.password);
  await expect(clientPage.getByRole('alert').filter({ hasText: DEACTIVATED })).toBeVisible();

  // Lists hide it unless asked; the data stays.
  await admin.goto(`/admin/clients?q=${person.tag}`);
  await expect(admin.getByText('No clients found matching your filters')).toBeVisible();
  await admin.goto(`/admin/clients?q=${person.tag}&accounts=deactivated`);
  await expect(admin.getByTestId('client-row')).toHaveCount(1);
  await admin.goto(`/admin/users?q=${person.tag}&accounts=any`);
  await expect(admin.getByTestId('user-row')).toContainText('Deactivated');

  await admin.getByRole('button', { name: /^Reactivate/ }).click();
  await expect(admin.getByTestId('user-row')).not.toContainText('Deactivated');
  await signIn(clientPage, person.email, person.password);
});

test('an admin cannot deactivate an admin; the row offers no such button', async ({ browser }) => {
  const colleague = await account('admin');
  const admin = await newPage(browser, 'admin');
  await admin.goto(`/admin/users?q=${colleague.tag}`);
  await expect(admin.getByTestId('user-row')).toHaveCount(1);
  await expect(admin.getByTestId('user-row').getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
});

test('an admin makes a one-time reset link for a client from the client page', async ({ browser }) => {
  const person = await account();
  const admin = await newPage(browser, 'admin');
  await admin.goto(`/admin/clients/${person.id}`);
  await admin.getByRole('button', { name: 'Create Password Reset Link' }).click();
  const link = (await admin.getByTestId('reset-link').textContent())!;
  expect(link).toMatch(/\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  const visitor = await newPage(browser);
  await visitor.goto(link);
  await visitor.getByLabel('New Password').fill('from-admin-link');
  await visitor.getByLabel('Confirm Password').fill('from-admin-link');
  await visitor.getByRole('button', { name: 'Set New Password and Sign In' }).click();
  await visitor.waitForURL(`${E2E.portal}/dashboard`);
});

test('re-invite a pending account: the message says no mail is configured and gives the link', async ({ browser }) => {
  const tag = uniqueTag();
  const sql = e2eSql();
  await insertClient(sql, { email: `pending@${tag}.test`, fullName: `Pending ${tag}`, invitation: 'sent' });
  await insertClient(sql, { email: `padmin@${tag}.test`, fullName: `Padmin ${tag}`, role: 'admin' });
  const admin = await newPage(browser, 'admin');
  await admin.goto(`/admin/users?q=${tag}`);
  await expect(admin.getByTestId('user-row')).toHaveCount(2);
  // An admin may re-invite the client, not the pending admin.
  await expect(admin.getByRole('button', { name: `Resend invitation to Padmin ${tag}` })).toHaveCount(0);
  await admin.getByRole('button', { name: `Resend invitation to Pending ${tag}` }).click();
  const status = admin.getByRole('status').filter({ hasText: 'No mail is configured: copy this link' });
  await expect(status.getByTestId('invitation-link')).toHaveText(/\/auth\/accept-invite\?token=/);
  // The super admin may re-invite the admin.
  const boss = await newPage(browser, 'super_admin');
  await boss.goto(`/admin/users?q=${tag}`);
  await boss.getByRole('button', { name: `Resend invitation to Padmin ${tag}` }).click();
  await expect(boss.getByRole('status').getByTestId('invitation-link')).toBeVisible();
  await sql.end();
});

test('the outbox is for super admins only', async ({ browser }) => {
  const admin = await newPage(browser, 'admin');
  await admin.goto('/admin/outbox');
  await expect(admin).not.toHaveURL(/\/admin\/outbox/);
  const boss = await newPage(browser, 'super_admin');
  await boss.goto('/admin/outbox');
  await expect(boss.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expectNoAxeViolations(boss);
});

test('an action after the session ended says so and comes back to the same page after sign-in', async ({ browser }) => {
  const person = await account();
  const page = await newPage(browser);
  await signIn(page, person.email, person.password);
  await page.goto('/account');
  const sql = e2eSql();
  await sql`delete from auth.sessions where user_id = ${person.id}`;
  await sql.end();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Phone').fill('+1 555 0199');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await page.waitForURL(/\/login\?next=%2Faccount&expired=1/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${E2E.portal}/account`);
});

test('admin:create: refuses while the server owns the embedded data dir; on the database it makes a super admin whose link works', async ({
  browser,
}) => {
  test.slow();
  const run = (env: Record<string, string>, email: string) =>
    spawnSync('npx', ['tsx', 'scripts/admin-create.ts', '--email', email], {
      env: { ...process.env, ...env, ROOT_DOMAIN: `localhost:${E2E.port}` },
      encoding: 'utf8',
      timeout: 120_000,
    });
  const tag = uniqueTag();

  // The running e2e server owns its PGlite data dir: the script says what to do instead.
  const locked = run({ DATA_DIR: E2E.dataDir }, `boss-${tag}@firm.test`);
  expect(locked.status).toBe(1);
  expect(locked.stderr).toContain('is in use by a running server');
  expect(locked.stderr).toContain('Stop it');

  // Through the database the server serves (the own-PostgreSQL mode's path).
  const made = run({ DATABASE_URL: E2E.databaseUrl }, `boss-${tag}@firm.test`);
  expect(made.status, made.stderr).toBe(0);
  const link = made.stdout.match(/http\S+\/auth\/reset-password\?token=\S+/)![0];
  const page = await newPage(browser);
  await page.goto(link);
  await page.getByLabel('New Password').fill('boss-password');
  await page.getByLabel('Confirm Password').fill('boss-password');
  await page.getByRole('button', { name: 'Set New Password and Sign In' }).click();
  await page.waitForURL(`${E2E.portal}/dashboard`);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
});

test('change email: the current password first; confirmed from the new address; the old one can undo it', async ({
  browser,
}) => {
  test.slow();
  const person = await account();
  const sql = e2eSql();
  const page = await newPage(browser);
  await signIn(page, person.email, person.password);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change email' });
  const newEmail = `moved-${person.tag}@accounts.test`;

  // A session alone is not enough: a wrong password is refused, clearly, and nothing moves.
  await form.getByLabel('New Email Address').fill(newEmail);
  await form.getByLabel('Current Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Your current password is not correct.');
  await expect(form.getByLabel('New Email Address')).toHaveValue(newEmail);
  expect(await sql`select 1 from app.mail_queue where to_address = ${newEmail}`).toHaveLength(0);
  expect(await sql`select email from app.profiles where id = ${person.id}`).toEqual([{ email: person.email }]);

  await form.getByLabel('New Email Address').fill('admin@demo.test');
  await form.getByLabel('Current Password').fill(person.password);
  await form.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('A user with this email address already exists.');
  await form.getByLabel('New Email Address').fill(newEmail);
  await form.getByLabel('Current Password').fill(person.password);
  await form.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(form.getByRole('status')).toContainText('We have sent a confirmation link to the new address.');

  // The old address is told, with a link to undo the change.
  const notice = await mailFromOutbox(browser, person.email);
  expect(notice).toContain(newEmail);
  const undoLink = notice.match(/http\S+\/auth\/undo-email-change\?token=\S+/)![0];

  // (Read from the queue: the outbox's filter by recipient also finds the notice, which names it.)
  const [confirmation] = await sql<{ body: string }[]>`
    select body from app.mail_queue where to_address = ${newEmail} and kind = 'email_change'`;
  const link = confirmation.body.match(/http\S+\/auth\/confirm-email\?token=\S+/)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm New Email Address' }).click();
  await expect(page.getByRole('status')).toContainText('Your email address has been changed.');
  const other = await newPage(browser);
  await signIn(other, newEmail, person.password);

  // The owner undoes it from the old mailbox: the old address is back and every session ends.
  const owner = await newPage(browser);
  await owner.goto(undoLink);
  await expect(owner.getByRole('heading', { name: 'Undo the Email Change' })).toBeVisible();
  await expectNoAxeViolations(owner);
  await owner.getByRole('button', { name: 'Undo the Email Change' }).click();
  await expect(owner.getByRole('status')).toContainText('Your sign-in email is this address again');
  expect(await sql`select email from app.profiles where id = ${person.id}`).toEqual([{ email: person.email }]);
  expect(await sql`select count(*)::int as n from auth.sessions where user_id = ${person.id}`).toEqual([{ n: 0 }]);
  await other.goto('/account');
  await expect(other).toHaveURL(/\/login/);
  const back = await newPage(browser);
  await signIn(back, person.email, person.password);
  // The link works once.
  await owner.goto(undoLink);
  await expect(owner.getByText('This undo link is invalid, used or expired.')).toBeVisible();
  await sql.end();
});
