import type { Browser, Page } from '@playwright/test';
import { asNewVisitor, E2E, e2eSql, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { formatCallTime } from '@/lib/bookings/format';
import { storageStatePath } from '../support/e2e-env';

// Booking a call from the contact page: picking a time in the visitor's zone, the mails with
// their calendar invitations, moving and cancelling by the mailed link, the team's screens,
// two browsers racing for one time, and all of it without JavaScript.

const slots = (page: Page) => page.locator('input[name="startsAt"]');

/** A slot far from the ones other tests take (they run side by side and share the calendar). */
async function slotAt(page: Page, fraction: number): Promise<string> {
  const values = await slots(page).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(values.length).toBeGreaterThan(10);
  return values[Math.floor((values.length - 1) * fraction)];
}

async function pick(page: Page, value: string) {
  await page.locator(`input[name="startsAt"][value="${value}"]`).check();
}

async function fillDetails(page: Page, who: { name: string; email: string; company: string }) {
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Company Name').fill(who.company);
  await page.getByLabel('What would you like to talk about?').selectOption('ai-automation');
  await page.getByLabel('What budget do you have in mind?').selectOption('15k-50k');
  await page.getByLabel('When would you like to start?').selectOption('1-3months');
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function mailsTo(email: string) {
  const sql = e2eSql();
  try {
    return await sql<{ kind: string; subject: string; body: string; calendar: string | null }[]>`
      select kind, subject, body, calendar from app.mail_queue where to_address = ${email} order by created_at`;
  } finally {
    await sql.end();
  }
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStatePath('admin') });
  return context.newPage();
}

test.describe('booking a call', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('pick a time in your own zone, confirm, get the invitation, move it, cancel it', async ({ page, browser }) => {
    await page.goto(`${E2E.main}/contact`);
    await page.getByRole('link', { name: 'Book a 30-minute call' }).click();
    await expect(page).toHaveURL(`${E2E.main}/contact/book`);
    await waitForHydration(page);
    // The server rendered the firm's zone; the browser shows its own.
    await expect(page.getByTestId('slot-zone')).toHaveText('Times in Europe/Berlin');
    await expectNoAxeViolations(page);

    const slot = await slotAt(page, 0.15);
    const company = unique('Booker Works');
    const email = `${unique('booker')}@visitor.test`;
    await pick(page, slot);
    await fillDetails(page, { name: 'Bea Booker', email, company });
    await page.getByRole('button', { name: 'Book this call' }).click();

    await expect(page).toHaveURL(new RegExp(`${E2E.main}/contact/book/[A-Za-z0-9_-]{43}$`));
    const manageUrl = new URL(page.url());
    await expect(page.getByRole('heading', { name: 'Your call', level: 1 })).toBeVisible();
    await expect(page.getByText('Your call is booked')).toBeVisible();
    await expect(page.getByTestId('call-time')).toHaveText(formatCallTime(new Date(slot), 'Europe/Berlin'));
    await expectNoAxeViolations(page);

    // The confirmation carries the invitation and the link; the team is told with the answers.
    const [confirmation] = await mailsTo(email);
    expect(confirmation.kind).toBe('call_booked');
    expect(confirmation.body).toContain(manageUrl.pathname);
    expect(confirmation.calendar).toContain('BEGIN:VCALENDAR');
    expect(confirmation.calendar).toContain('METHOD:REQUEST');
    const stamp = slot.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(confirmation.calendar).toContain(`DTSTART:${stamp}`);
    const sql = e2eSql();
    const [team] =
      await sql`select * from app.mail_queue where kind = 'call_booked_team' and subject like ${`%${company}%`}`;
    expect(team.body).toContain('Topic: AI Automation');
    await sql.end();

    // The team sees the call in Bookings and as an inquiry.
    const admin = await adminPage(browser);
    await admin.goto(`${E2E.portal}/admin/bookings`);
    await expect(admin.getByText(company)).toBeVisible();
    await admin.goto(`${E2E.portal}/admin/inquiries`);
    const inquiry = admin.getByRole('article').filter({ hasText: company });
    await expect(inquiry.getByText('Booked call')).toBeVisible();
    await admin.context().close();

    // Move it to another time.
    await waitForHydration(page);
    const other = await slotAt(page, 0.3);
    await pick(page, other);
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await expect(page.getByText('Your call has moved')).toBeVisible();
    await expect(page.getByTestId('call-time')).toHaveText(formatCallTime(new Date(other), 'Europe/Berlin'));
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['call_booked', 'call_moved']);

    // Cancel it: the visitor gets a CANCEL invitation, and the time is free again.
    await page.getByRole('button', { name: 'Cancel this call' }).click();
    await expect(page.getByText('This call is cancelled.')).toBeVisible();
    const cancelled = (await mailsTo(email)).at(-1)!;
    expect(cancelled.kind).toBe('call_cancelled');
    expect(cancelled.calendar).toContain('METHOD:CANCEL');
    await page.goto(`${E2E.main}/contact/book`);
    await expect(page.locator(`input[name="startsAt"][value="${other}"]`)).toHaveCount(1);
  });

  test('two browsers racing for one time: one books it, the other is told', async ({ browser }) => {
    const visitors = await Promise.all(
      [0, 1].map(async () => {
        const context = await browser.newContext({ timezoneId: 'America/New_York' });
        const page = await context.newPage();
        await asNewVisitor(page);
        await page.goto(`${E2E.main}/contact/book`);
        await waitForHydration(page);
        return page;
      }),
    );
    const slot = await slotAt(visitors[0], 0.55);
    for (const [i, page] of visitors.entries()) {
      await pick(page, slot);
      await fillDetails(page, {
        name: `Racer ${i}`,
        email: `${unique(`racer${i}`)}@visitor.test`,
        company: unique('Race'),
      });
    }
    await Promise.all(visitors.map((page) => page.getByRole('button', { name: 'Book this call' }).click()));

    const booked = visitors.map((page) => page.getByRole('heading', { name: 'Your call', level: 1 }));
    // The loser is told on the time's box: taken while it was booking, or no longer offered.
    const told = visitors.map((page) => page.getByText(/just booked by someone else|no longer available/).first());
    await expect
      .poll(async () => {
        const states = await Promise.all(
          visitors.map(async (_, i) =>
            (await booked[i].isVisible()) ? 'booked' : (await told[i].isVisible()) ? 'told' : '',
          ),
        );
        return states.sort().join(',');
      })
      .toBe('booked,told');
    const sql = e2eSql();
    const [{ count }] = await sql`select count(*)::int from app.call_bookings
      where status = 'confirmed' and starts_at = ${slot}::timestamptz`;
    await sql.end();
    expect(count).toBe(1);
    await Promise.all(visitors.map((page) => page.context().close()));
  });
});

test.describe('booking a call without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('choose a zone from the list, get messages for missing answers, and book by a posted form', async ({ page }) => {
    await page.goto(`${E2E.main}/contact/book`);
    await expect(page.getByTestId('slot-zone')).toHaveText('Times in America/Chicago');
    await page.getByLabel('Show times in').selectOption('Europe/London');
    await page.getByRole('button', { name: 'Show times' }).click();
    await expect(page).toHaveURL(`${E2E.main}/contact/book?tz=Europe%2FLondon`);
    await expect(page.getByTestId('slot-zone')).toHaveText('Times in Europe/London');

    // Nothing chosen: the page comes back with the messages and what was typed.
    await page.getByLabel('Full Name').fill('Nora No-Script');
    await page.getByRole('button', { name: 'Book this call' }).click();
    await expect(page.getByText('Please choose a time', { exact: true })).toBeVisible();
    await expect(page.getByText('Please choose a topic', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Nora No-Script');

    const slot = await slotAt(page, 0.8);
    const email = `${unique('noscript')}@visitor.test`;
    await pick(page, slot);
    await fillDetails(page, { name: 'Nora No-Script', email, company: unique('Plain HTML') });
    await page.getByRole('button', { name: 'Book this call' }).click();
    await expect(page.getByRole('heading', { name: 'Your call', level: 1 })).toBeVisible();
    await expect(page.getByTestId('call-time')).toHaveText(formatCallTime(new Date(slot), 'Europe/London'));
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['call_booked']);

    await page.getByRole('button', { name: 'Cancel this call' }).click();
    await expect(page.getByText('This call is cancelled.')).toBeVisible();
  });
});

test.describe('the booking settings', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('staff see the weekly hours, are told about a day that ends before it starts, and save', async ({ page }) => {
    await page.goto(`${E2E.portal}/admin/settings`);
    const section = page.getByRole('region', { name: 'Booking a Call' });
    await expect(section.getByLabel('Open on Monday')).toBeChecked();
    await expect(section.getByLabel('Open on Saturday')).not.toBeChecked();
    await expect(section.getByLabel("Firm's time zone")).toHaveValue('America/Chicago');
    await waitForHydration(page);
    await section.getByLabel('Monday until').fill('08:00');
    await section.getByRole('button', { name: 'Save Booking Settings' }).click();
    await expect(section.getByText('Monday must end after it starts')).toBeVisible();
    await section.getByLabel('Monday until').fill('17:00');
    await section.getByRole('button', { name: 'Save Booking Settings' }).click();
    await expect(section.getByText('Booking settings saved.')).toBeVisible();
  });
});
