import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { insertClient, uniqueTag } from './admin-data';
import { E2E, e2eSql, expectNoAxeViolations } from './fixtures';

// Invitations that really work, local auth adapter: the admin sends
// the invitation, the link is shown to them, the client sets a password and signs in.

// The e2e server has no SMTP_URL: the admin is told the truth and gets the link.
const SENT = 'No mail is configured: copy this link and send it to them yourself.';
const INVALID = 'This invitation link is invalid or has expired. Please ask us for a new invitation.';

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath('admin') });
  return context.newPage();
}

async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function sendInvitation(page: Page, button: 'Send Invitation' | 'Resend', previous?: string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  const status = page.getByRole('status').filter({ hasText: SENT });
  await expect(status).toBeVisible();
  if (previous) await expect(status.getByTestId('invitation-link')).not.toHaveText(previous);
  await expect(status).toContainText('Invitation link:');
  const link = (await status.getByTestId('invitation-link').textContent())!;
  expect(link).toMatch(new RegExp(`^${E2E.portal}/auth/accept-invite\\?token=[A-Za-z0-9_-]{43}$`));
  return link;
}

test('invite → accept → sign in as the new client, who sees only their own data', async ({ browser }) => {
  test.slow(); // one long flow across two browsers
  const tag = uniqueTag();
  const email = `invitee@${tag}.test`;
  const sql = e2eSql();
  const id = await insertClient(sql, { email, fullName: 'Ivy Invitee', companyName: `Invitee ${tag} Inc` });

  // The admin sends the invitation: status 'sent' with the date, and the link is shown.
  const admin = await adminPage(browser);
  await admin.goto(`/admin/clients/${id}`);
  const first = await sendInvitation(admin, 'Send Invitation');
  const actions = admin.getByRole('region', { name: 'Quick Actions' });
  await expect(actions.getByRole('heading', { name: 'Invitation Sent' })).toBeVisible();
  const [sent] = await sql`select invitation_status, invitation_sent_at from app.profiles where id = ${id}`;
  expect(sent.invitation_status).toBe('sent');
  const sentOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    sent.invitation_sent_at,
  );
  await expect(actions).toContainText(`Sent ${sentOn}`);
  expect(Date.now() - new Date(sent.invitation_sent_at).getTime()).toBeLessThan(60_000);
  await expectNoAxeViolations(admin);

  // Only the token's hash is stored; Resend replaces the link.
  const token = new URL(first).searchParams.get('token')!;
  const stored = await sql`select token_hash from app.invite_tokens where user_id = ${id}`;
  expect(stored.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  const second = await sendInvitation(admin, 'Resend', first);
  expect(second).not.toBe(first);

  // The old link no longer works.
  const visitor = await visitorPage(browser);
  await visitor.goto(first);
  await expect(visitor.getByRole('heading', { name: 'Invitation Not Valid' })).toBeVisible();
  await expect(visitor.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();

  // The client opens the new link and chooses a password (sign-in rules).
  await visitor.goto(second);
  await expect(visitor.getByRole('heading', { name: 'Accept Your Invitation' })).toBeVisible();
  await expect(visitor.getByText(`Choose a password for ${email}.`)).toBeVisible();
  await expectNoAxeViolations(visitor);
  const setPassword = visitor.getByRole('button', { name: 'Set Password and Sign In' });
  await setPassword.click();
  await expect(visitor.getByText('Password is required')).toBeVisible();
  await visitor.getByLabel('New Password').fill('12345');
  await visitor.getByLabel('Confirm Password').fill('12345');
  await setPassword.click();
  await expect(visitor.getByText('Password must be at least 6 characters')).toBeVisible();
  await visitor.getByLabel('New Password').fill('ivy-secret-1');
  await visitor.getByLabel('Confirm Password').fill('ivy-secret-2');
  await setPassword.click();
  await expect(visitor.getByText('Passwords do not match')).toBeVisible();
  await visitor.getByLabel('Confirm Password').fill('ivy-secret-1');
  await setPassword.click();

  // Signed in as the new client: their dashboard, the client sidebar, nobody else's data.
  await expect(visitor).toHaveURL(`${E2E.portal}/dashboard`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(visitor.getByText('Welcome back, Ivy Invitee.')).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: 'Client Portal' })).toBeVisible();
  await expect(visitor.getByText('E-commerce Platform Rebuild')).toHaveCount(0);
  const [other] = await sql`select id from app.profiles where email = 'client@demo.test'`;
  await visitor.goto(`/admin/clients/${other.id}`);
  await expect(visitor).toHaveURL(`${E2E.portal}/dashboard`);

  const [accepted] = await sql`
    select p.invitation_status, u.email_confirmed_at, (select count(*)::int from app.invite_tokens t
      where t.user_id = p.id and t.consumed_at is null) as open_links
    from app.profiles p join auth.users u on u.id = p.id where p.id = ${id}`;
  expect(accepted.invitation_status).toBe('accepted');
  expect(accepted.email_confirmed_at).not.toBeNull();
  expect(accepted.open_links).toBe(0);

  // The link works once.
  const again = await visitorPage(browser);
  await again.goto(second);
  await expect(again.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();

  // Signing out and in again with the new password works.
  await visitor.getByRole('button', { name: 'Sign Out' }).click();
  await expect(visitor).toHaveURL(`${E2E.portal}/login?next=%2F`);
  await visitor.getByLabel('Email Address').fill(email);
  await visitor.getByLabel('Password').fill('ivy-secret-1');
  await visitor.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor).toHaveURL(`${E2E.portal}/`);
  await expect(visitor.getByText('Welcome back, Ivy Invitee.')).toBeVisible();

  // The admin now sees an active account, and no way to invite it again.
  await admin.reload();
  await expect(actions).toContainText('Account Active - Client has accepted invitation');
  await expect(actions.getByRole('button', { name: /Send Invitation|Resend/ })).toHaveCount(0);
  await admin.goto(`/admin/clients?q=${tag}`);
  await expect(admin.getByTestId('client-row').getByRole('cell').nth(5)).toHaveText('Active');
  await sql.end();
});

test('an unknown, expired or missing token gets a clear message', async ({ browser }) => {
  const tag = uniqueTag();
  const sql = e2eSql();
  const id = await insertClient(sql, { email: `late@${tag}.test` });
  const admin = await adminPage(browser);
  await admin.goto(`/admin/clients/${id}`);
  const link = await sendInvitation(admin, 'Send Invitation');
  await sql`update app.invite_tokens set created_at = now() - interval '8 days', expires_at = now() - interval '1 day'
            where user_id = ${id}`;
  await sql.end();

  const visitor = await visitorPage(browser);
  for (const url of [link, '/auth/accept-invite?token=made-up-token', '/auth/accept-invite']) {
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { name: 'Invitation Not Valid' })).toBeVisible();
    await expect(visitor.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();
  }
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(visitor).toHaveURL(`${E2E.portal}/login`);

  // Supabase's confirm page needs its token_hash and type=invite.
  await visitor.goto('/auth/confirm?token_hash=abc');
  await expect(visitor.getByRole('heading', { name: 'Invitation Not Valid' })).toBeVisible();
});

test('a failed invitation says why, as an alert on the page', async ({ browser }) => {
  const tag = uniqueTag();
  const sql = e2eSql();
  const id = await insertClient(sql, { email: `gone@${tag}.test` });
  const admin = await adminPage(browser);
  await admin.goto(`/admin/clients/${id}`);
  // The account accepts elsewhere before the admin presses the button.
  await sql`update app.profiles set invitation_status = 'accepted' where id = ${id}`;
  await sql.end();
  await admin.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Failed to send invitation:' })).toHaveText(
    'Failed to send invitation: This account has already accepted its invitation.',
  );
});
