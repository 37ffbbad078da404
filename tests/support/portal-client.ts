import type { Browser, BrowserContext, Page } from '@playwright/test';
import type postgres from 'postgres';
import { createPortalClient, insertProject, uniqueTag, type PortalClient } from '../e2e/client-portal-data';
import { signIn } from '../e2e/fixtures';

// The set-up of the portal's two-browser tests: the team in the test's own page,
// a fresh client of its own in a second browser.

export type ClientWithProject = { tag: string; client: PortalClient; title: string; projectId: string };

/** A fresh client (it can sign in) with one project titled `${name} ${tag}`. */
export async function clientWithProject(sql: postgres.Sql, name: string): Promise<ClientWithProject> {
  const tag = uniqueTag();
  const client = await createPortalClient(sql, tag);
  const title = `${name} ${tag}`;
  const projectId = await insertProject(sql, client.id, { title });
  return { tag, client, title, projectId };
}

/**
 * A browser of the client's own, signed in: a fresh context (a new one would otherwise inherit
 * the admin's session) from an address of its own (sign-in attempts are limited per address).
 */
export async function clientBrowser(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const octet = () => Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { 'X-Forwarded-For': `10.252.${octet()}.${octet() + 1}` },
  });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}
