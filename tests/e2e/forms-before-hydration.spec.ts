// Forms submitted by the browser itself: before the page's JavaScript has run (scripts that
// never arrive) and with JavaScript off. Nothing typed may land in the URL; the sign-in form
// works in full (docs/decisions/0022-forms-post-before-hydration.md).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { currentTotp } from '@/lib/auth/totp';
import { PASSWORDS_DO_NOT_MATCH } from '@/lib/auth/schema';
import { EMAIL_CHANGE_SENT, PASSWORD_CHANGED, PROFILE_SAVED, RESET_REQUESTED } from '@/lib/auth/messages';
import { supportCopy } from '@/content/client-portal';
import { FULL_NAME_REQUIRED } from '@/lib/clients/schema';
import { APPROVAL_REQUESTED } from '@/lib/approvals/schema';
import { ACCOUNTS, PASSWORD, storageStatePath } from '../support/e2e-env';
import { clientBrowser, clientWithProject } from '../support/portal-client';
import { account } from './account-data';
import { insertClient, uniqueTag } from './admin-data';
import { asNewVisitor, E2E, e2eSql, expect, signIn, test } from './fixtures';

const formError = (page: Page) => page.locator('form').getByRole('alert');
const neverLoadScripts = (page: Page) => page.route('**/_next/static/chunks/*.js', () => new Promise(() => {}));

/** A page with scripts, for setting things up (signed in as `role`, or no one). */
async function livePage(browser: Browser, role?: 'admin') {
  const context = await browser.newContext({
    javaScriptEnabled: true,
    ...(role ? { storageState: storageStatePath(role) } : {}),
  });
  return context.newPage();
}

/** A new visitor whose page never runs its scripts: held ones, or JavaScript off. */
async function visitor(browser: Browser, javaScript: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await asNewVisitor(page);
  if (javaScript) await neverLoadScripts(page);
  return page;
}

/**
 * A fresh client account, signed in through the form at `path`, on pages whose scripts never
 * arrive (or, with `javaScript` false, with JavaScript off).
 */
async function signedInBeforeHydration(browser: Browser, path: string, javaScript = true) {
  const person = await account();
  const page = await visitor(browser, javaScript);
  await page.goto(`/login?next=${path}`, { waitUntil: 'commit' });
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${E2E.portal}${path}`);
  return { person, page };
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'before hydration' : 'with JavaScript off', () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => {
      if (javaScript) await neverLoadScripts(page);
    });

    test('sign-in: refusals keep the email and never the password; the right one signs in, and out', async ({
      page,
    }) => {
      await page.goto('/login?next=/projects', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();

      const stranger = `nobody-${randomUUID()}@example.test`;
      await page.getByLabel('Email Address').fill(stranger);
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(formError(page)).toHaveText('Invalid login credentials');
      await expect(page.getByLabel('Email Address')).toHaveValue(stranger);
      await expect(page.getByLabel('Password')).toHaveValue('');
      expect(page.url()).toBe(`${E2E.portal}/login?next=/projects`);

      await page.getByLabel('Email Address').fill(ACCOUNTS.client);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(`${E2E.portal}/projects`);

      // Signing out is a form too: the session ends, and the portal asks to sign in again.
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).not.toHaveURL(`${E2E.portal}/projects`);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    });

    test('the emailed links’ password forms and the two-factor step', async ({ browser }) => {
      test.slow();
      // A reset link, made by an admin: a mismatch is answered, then the new password signs in.
      const person = await account();
      const admin = await livePage(browser, 'admin');
      await admin.goto(`/admin/clients/${person.id}`);
      await admin.getByRole('button', { name: 'Create Password Reset Link' }).click();
      const resetLink = (await admin.getByTestId('reset-link').textContent())!;
      const resetting = await visitor(browser, javaScript);
      await resetting.goto(resetLink, { waitUntil: 'commit' });
      await resetting.getByLabel('New Password').fill('second-password');
      await resetting.getByLabel('Confirm Password').fill('something-else');
      await resetting.getByRole('button', { name: 'Set New Password and Sign In' }).click();
      await expect(resetting.getByText(PASSWORDS_DO_NOT_MATCH)).toBeVisible();
      expect(resetting.url()).toBe(resetLink);
      await resetting.getByLabel('New Password').fill('second-password');
      await resetting.getByLabel('Confirm Password').fill('second-password');
      await resetting.getByRole('button', { name: 'Set New Password and Sign In' }).click();
      await expect(resetting).toHaveURL(`${E2E.portal}/dashboard`);

      // An invitation link: the invited person chooses a password and is signed in.
      const tag = uniqueTag();
      const sql = e2eSql();
      await insertClient(sql, { email: `invited@${tag}.test`, fullName: `Invited ${tag}`, invitation: 'sent' });
      await sql.end();
      await admin.goto(`/admin/users?q=${tag}`);
      await admin.getByRole('button', { name: `Resend invitation to Invited ${tag}` }).click();
      const inviteLink = (await admin.getByRole('status').getByTestId('invitation-link').textContent())!;
      const invited = await visitor(browser, javaScript);
      await invited.goto(inviteLink, { waitUntil: 'commit' });
      await invited.getByLabel('New Password').fill('invited-password');
      await invited.getByLabel('Confirm Password').fill('invited-password');
      await invited.getByRole('button', { name: 'Set Password and Sign In' }).click();
      await expect(invited).toHaveURL(`${E2E.portal}/dashboard`);

      // Two-factor sign-in, set up with scripts; the code step without them.
      const setup = await livePage(browser);
      await signIn(setup, person.email, 'second-password');
      await setup.goto('/account/two-factor');
      await setup.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
      const secret = (await setup.getByTestId('totp-secret').textContent())!;
      await setup.getByLabel('Code from the App').fill(currentTotp(secret));
      await setup.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).click();
      await expect(setup.getByTestId('recovery-code')).toHaveCount(10);
      const twoStep = await visitor(browser, javaScript);
      await twoStep.goto('/login', { waitUntil: 'commit' });
      await twoStep.getByLabel('Email Address').fill(person.email);
      await twoStep.getByLabel('Password').fill('second-password');
      await twoStep.getByRole('button', { name: 'Sign In' }).click();
      await expect(twoStep).toHaveURL(/\/login\/two-factor/);
      await twoStep.getByLabel('Authentication Code').fill('000000');
      await twoStep.getByRole('button', { name: 'Verify and Sign In' }).click();
      await expect(twoStep.locator('form').getByRole('alert')).toHaveText(
        'That code is not correct. Please try again.',
      );
      await twoStep.getByLabel('Authentication Code').fill(currentTotp(secret, Date.now() + 30_000));
      await twoStep.getByRole('button', { name: 'Verify and Sign In' }).click();
      await expect(twoStep).toHaveURL(`${E2E.portal}/dashboard`);
      for (const page of [admin, resetting, invited, setup, twoStep]) await page.context().close();
    });

    test('forgot password: a bad email comes back with its message and text; a good one is answered', async ({
      page,
    }) => {
      await page.goto('/auth/forgot-password', { waitUntil: 'commit' });
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Please enter a valid email')).toBeVisible();
      await expect(page.getByLabel('Email Address')).toHaveValue('not-an-email');
      expect(page.url()).toBe(`${E2E.portal}/auth/forgot-password`);

      await page.getByLabel('Email Address').fill(`nobody-${randomUUID()}@example.test`);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();
    });
  });
}

// Signed-in pages are sent whole, with no loading boundary whose streamed part only a script
// reveals (docs/decisions/0072-signed-in-pages-sent-whole.md), so their forms work before
// hydration and with JavaScript off alike.
test.describe('signed-in forms before hydration', () => {
  test('account: the password and email forms answer on the page', async ({ browser }) => {
    const { person, page } = await signedInBeforeHydration(browser, '/account');
    // The profile shows what is stored in the server's HTML; a refusal keeps what was typed.
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect(profile.getByLabel('Full Name')).toHaveValue(`Person ${person.tag}`);
    await profile.getByLabel('Full Name').fill('');
    await profile.getByLabel('Phone').fill('+1 555 0100');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByText(FULL_NAME_REQUIRED)).toBeVisible();
    await expect(profile.getByLabel('Phone')).toHaveValue('+1 555 0100');
    await profile.getByLabel('Full Name').fill(`Renamed ${person.tag}`);
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByText(PROFILE_SAVED)).toBeVisible();
    await expect(profile.getByLabel('Full Name')).toHaveValue(`Renamed ${person.tag}`);
    await expect(profile.getByLabel('Phone')).toHaveValue('+1 555 0100');

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current Password').fill('not-the-password');
    await password.getByLabel('New Password', { exact: true }).fill('third-password');
    await password.getByLabel('Confirm New Password').fill('third-password');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByRole('alert')).toBeVisible();
    expect(page.url()).toBe(`${E2E.portal}/account`);
    await password.getByLabel('Current Password').fill(person.password);
    await password.getByLabel('New Password', { exact: true }).fill('third-password');
    await password.getByLabel('Confirm New Password').fill('third-password');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText(PASSWORD_CHANGED)).toBeVisible();

    const email = page.getByRole('form', { name: 'Change email' });
    await email.getByLabel('New Email Address').fill('not-an-email');
    await email.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await expect(email.getByText('Please enter a valid email')).toBeVisible();
    await expect(email.getByLabel('New Email Address')).toHaveValue('not-an-email');
    await email.getByLabel('New Email Address').fill(`new-${person.email}`);
    await email.getByLabel('Current Password').fill('third-password');
    await email.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await expect(email.getByText(EMAIL_CHANGE_SENT)).toBeVisible();
    await page.context().close();
  });
});

for (const javaScript of [true, false]) {
  test.describe(`a client’s new ticket ${javaScript ? 'before hydration' : 'with JavaScript off'}`, () => {
    test('a refusal keeps the text; the ticket is stored once and listed', async ({ browser }) => {
      const { person, page } = await signedInBeforeHydration(browser, '/support', javaScript);
      // The list page is sent whole: its content, not a loading state.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);

      const form = page.getByRole('form', { name: 'Create New Ticket' });
      const subject = `Invoice PDF blank ${person.tag}`;
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Priority').selectOption('high');
      await form.getByRole('button', { name: 'Submit Ticket' }).click();
      await expect(form.getByText('Please describe the issue')).toBeVisible();
      await expect(form.getByLabel('Subject')).toHaveValue(subject);
      await expect(form.getByLabel('Priority')).toHaveValue('high');
      expect(page.url()).toBe(`${E2E.portal}/support`);

      await form.getByLabel('Description').fill('The March invoice opens as an empty page.');
      await form.getByRole('button', { name: 'Submit Ticket' }).click();
      await expect(form.getByText(supportCopy.submitted)).toBeVisible();
      await expect(form.getByLabel('Subject')).toHaveValue('');
      await expect(page.getByRole('link', { name: subject })).toBeVisible();
      const sql = e2eSql();
      try {
        expect(
          await sql`select subject, priority, description from app.support_tickets where client_id = ${person.id}`,
        ).toEqual([{ subject, priority: 'high', description: 'The March invoice opens as an empty page.' }]);
      } finally {
        await sql.end();
      }
      await page.context().close();
    });
  });
}

test.describe('a client’s approval decision before hydration', () => {
  test('each button posts its decision: changes without a comment are refused, then approved', async ({ browser }) => {
    const sql = e2eSql();
    const { tag, client, projectId } = await clientWithProject(sql, 'Site Launch');
    const title = `Launch checklist ${tag}`;
    await sql`insert into app.approvals (project_id, kind, title, requested_by)
              select ${projectId}, 'milestone', ${title}, id from app.profiles where email = ${ACCOUNTS.admin}`;
    const { context, page } = await clientBrowser(browser, client.email);
    await neverLoadScripts(page);
    await page.goto(`/projects/${projectId}`, { waitUntil: 'commit' });
    const approval = () =>
      page.getByRole('region', { name: 'Approvals' }).getByRole('listitem').filter({ hasText: title });
    await approval()
      .getByRole('button', { name: `Request Changes to ${title}` })
      .click();
    await expect(approval().getByText('Please say what should change')).toBeVisible();
    expect(page.url()).toBe(`${E2E.portal}/projects/${projectId}`);

    await approval().getByLabel(`Comment on “${title}”`).fill('Ship it on Monday.');
    await approval()
      .getByRole('button', { name: `Approve ${title}` })
      .click();
    await expect(approval()).toContainText('Approved by you on');
    await expect(approval()).toContainText('Ship it on Monday.');
    await expect(approval().getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);
    expect(await sql`select status, decision_comment from app.approvals where project_id = ${projectId}`).toEqual([
      { status: 'approved', decision_comment: 'Ship it on Monday.' },
    ]);
    await context.close();
    await sql.end();
  });
});

test.describe('a portal form posted before hydration', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('puts nothing it holds in the URL', async ({ page }) => {
    await neverLoadScripts(page);
    await page.goto('/admin/clients/new', { waitUntil: 'commit' });
    await page.getByLabel('Billing Contact Name').fill('Not Sent Anywhere');
    const posted = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
    await page.getByRole('button', { name: /Create Client/ }).click();
    expect(new URL((await posted).url()).search).toBe('');
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toBe(`${E2E.portal}/admin/clients/new`);
  });

  test('a new client: a refusal keeps every field and custom field; then it is stored and opened', async ({ page }) => {
    await neverLoadScripts(page);
    await page.goto('/admin/clients/new', { waitUntil: 'commit' });
    const email = `posted-${uniqueTag()}@example.test`;
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Full Name').fill('Posted Person');
    await page.getByLabel('Billing Contact Name').fill('Bill Posted');
    // The demo's client fields: Industry (a required dropdown), Employee count, Onboarding call.
    await page.getByLabel('Employee count').fill('12');
    await page.getByLabel('Onboarding call').check();
    await page.getByRole('button', { name: /Create Client/ }).click();

    await expect(formError(page).first()).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByText('Industry is required')).toBeVisible();
    expect(page.url()).toBe(`${E2E.portal}/admin/clients/new`);
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Full Name')).toHaveValue('Posted Person');
    await expect(page.getByLabel('Billing Contact Name')).toHaveValue('Bill Posted');
    await expect(page.getByLabel('Employee count')).toHaveValue('12');
    await expect(page.getByLabel('Onboarding call')).toBeChecked();

    await page.getByLabel('Industry').selectOption('Legal');
    await page.getByRole('button', { name: /Create Client/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E.portal}/admin/clients/[0-9a-f-]{36}$`));
    const sql = e2eSql();
    const stored = await sql`
      select id, full_name, billing_contact_name, custom_fields from app.profiles where email = ${email}`;
    await sql.end();
    expect(stored).toEqual([
      {
        id: page.url().split('/').pop(),
        full_name: 'Posted Person',
        billing_contact_name: 'Bill Posted',
        // Containing: another test may add a client field for a moment (admin-settings.spec.ts).
        custom_fields: expect.objectContaining({ Industry: 'Legal', 'Employee count': 12, 'Onboarding call': true }),
      },
    ]);
  });

  test('a request for an approval: a refusal keeps the note; the request is stored once and listed', async ({
    page,
  }) => {
    const sql = e2eSql();
    const { projectId, tag } = await clientWithProject(sql, 'Posted approval');
    await neverLoadScripts(page);
    await page.goto(`/admin/projects/${projectId}`, { waitUntil: 'commit' });
    // The project has no shared files yet, so the request is for a milestone.
    await page.getByLabel('Note to the client').fill('Please check the mock-ups.');
    await page.getByRole('button', { name: 'Request Approval' }).click();
    await expect(page.getByText('Name the milestone to approve')).toBeVisible();
    expect(page.url()).toBe(`${E2E.portal}/admin/projects/${projectId}`);
    await expect(page.getByLabel('Note to the client')).toHaveValue('Please check the mock-ups.');

    await page.getByRole('textbox', { name: 'Milestone' }).fill(`Design sign-off ${tag}`);
    await page.getByRole('button', { name: 'Request Approval' }).click();
    await expect(page.getByText(APPROVAL_REQUESTED)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Milestone' })).toHaveValue('');
    await expect(page.locator('#approvals').getByText(`Design sign-off ${tag}`)).toBeVisible();
    expect(await sql`select kind, title, note, status from app.approvals where project_id = ${projectId}`).toEqual([
      { kind: 'milestone', title: `Design sign-off ${tag}`, note: 'Please check the mock-ups.', status: 'pending' },
    ]);
    await sql.end();
  });

  test('a new project for a preselected client: a refusal keeps what was typed; then it is stored and opened', async ({
    page,
  }) => {
    const sql = e2eSql();
    const tag = uniqueTag();
    const clientId = await insertClient(sql, { email: `${tag}@example.test`, companyName: `Posted Co ${tag}` });
    await neverLoadScripts(page);
    await page.goto(`/admin/projects/new?selectedClientId=${clientId}`, { waitUntil: 'commit' });
    await page.getByLabel('Monthly Fee ($)').fill('250');
    await page.getByLabel('Repository').fill(`git.example/${tag}`);
    await page.getByRole('button', { name: /Create Project/ }).click();

    await expect(page.getByText('Project title is required')).toBeVisible();
    expect(page.url()).toBe(`${E2E.portal}/admin/projects/new?selectedClientId=${clientId}`);
    await expect(page.getByLabel('Monthly Fee ($)')).toHaveValue('250');
    await expect(page.getByLabel('Repository')).toHaveValue(`git.example/${tag}`);

    await page.getByLabel('Project Title').fill(`Posted project ${tag}`);
    await page.getByLabel('Priority').selectOption('High');
    await page.getByRole('button', { name: /Create Project/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E.portal}/admin/projects/[0-9a-f-]{36}$`));
    const stored = await sql`
      select id, client_id, monthly_fee::text, custom_fields from app.projects where title = ${`Posted project ${tag}`}`;
    await sql.end();
    expect(stored).toEqual([
      {
        id: page.url().split('/').pop(),
        client_id: clientId,
        monthly_fee: expect.stringMatching(/^250(\.0+)?$/),
        custom_fields: expect.objectContaining({ Priority: 'High', Repository: `git.example/${tag}` }),
      },
    ]);
  });
});
