import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { postgresClient } from '../../lib/db/postgres-client';
import { E2E, PASSWORD } from '../support/e2e-env';

export { E2E, expect };

let testsStarted = 0;

/**
 * Every test is its own visitor with its own client IP (private range, unique per worker
 * and test), so the per-IP rate limits of one test never decide another's outcome. Tests
 * about the limits set their own X-Forwarded-For.
 */
export const test = base.extend({
  page: async ({ page }, provide, testInfo) => {
    testsStarted += 1;
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(testsStarted / 250) % 250}.${(testsStarted % 250) + 1}`;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    await provide(page);
  },
});

/** Gives a page made by hand (browser.newContext) a visitor address of its own, for the per-IP limits. */
export async function asNewVisitor(page: Page) {
  const octet = () => Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.250.${octet()}.${octet() + 1}` });
}

/** React has taken over the document: from here on it handles (or replays) every event. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
}

/** Direct access to the e2e server's database, for arranging data and checking results. */
export function e2eSql() {
  return postgresClient(E2E.databaseUrl, { max: 1, prepare: false, onnotice: () => {} });
}

export async function expectNoAxeViolations(page: Page) {
  // A refresh of the page's data can swap its <title> for a moment (Next.js streams metadata):
  // scan once it has one again, so axe reads a settled page. A page without a title still fails.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Signs in through the real form with a session of the page's own. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${E2E.portal}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${E2E.portal}/dashboard`);
}
