import { chromium } from '@playwright/test';
import { chromiumPath } from '../../tests/support/chromium';

/** Signs in through the real sign-in form and returns the session cookie ("name=value"). */
export async function signIn(portalOrigin: string, email: string, password = 'demo-password'): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // A busy machine may take long to hydrate the form (which replaces its inputs).
    page.setDefaultTimeout(120_000);
    await page.goto(`${portalOrigin}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${portalOrigin}/dashboard`);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'portal_session');
    if (!cookie) throw new Error(`No session cookie after signing in as ${email}`);
    return `${cookie.name}=${cookie.value}`;
  } finally {
    await browser.close();
  }
}
