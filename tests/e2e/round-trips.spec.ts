import type { Browser, BrowserContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ROUND_TRIP_HEADER, type RoundTrips } from '@/lib/db/round-trips';
import { storageStatePath, type E2ERole } from '../support/e2e-env';
import { e2eSql, E2E, expect, test } from './fixtures';

// Every admin and client screen needs at most MAX_STATEMENTS database round trips,
// counted by the database layer itself (lib/db/round-trips.ts; the server runs with
// DB_ROUND_TRIPS=1). "Statements" are the queries the request sends, its session check and
// the role switch included; BEGIN and COMMIT are counted apart (`transactions`), and a
// screen opens at most one transaction.
const MAX_STATEMENTS = 5;

type Ids = { clientId: string; projectId: string };

async function demoIds(): Promise<Ids> {
  const sql = e2eSql();
  try {
    // The project with an audit and files, if any: the detail page's heaviest case.
    const [project] = await sql<{ id: string; client_id: string }[]>`
      select p.id, p.client_id from app.projects p
      order by exists (select 1 from app.software_audits a where a.project_id = p.id) desc, p.created_at
      limit 1`;
    return { clientId: project.client_id, projectId: project.id };
  } finally {
    await sql.end();
  }
}

const adminScreens = ({ clientId, projectId }: Ids) => [
  '/dashboard',
  '/admin/clients',
  '/admin/clients?status=active&q=a',
  `/admin/clients/${clientId}`,
  `/admin/clients/${clientId}/erase`,
  '/admin/clients/new',
  '/admin/projects',
  `/admin/projects?client=${clientId}&stage=in_development`,
  `/admin/projects/${projectId}`,
  `/admin/projects/new?selectedClientId=${clientId}`,
  '/admin/users',
  '/admin/users?role=client&q=a',
  '/admin/files',
  `/admin/files?project=${projectId}`,
  '/admin/settings',
  '/admin/settings/payment-reminders',
  '/admin/support',
  '/admin/inquiries',
  '/admin/bookings',
  '/admin/security',
];

const clientScreens = ['/dashboard', '/projects', '/files', '/billing', '/support', '/team'];

// Node does not resolve *.localhost: address the server and name the portal host.
const portalHost = { host: `portal.localhost:${E2E.port}` };
const server = `http://127.0.0.1:${E2E.port}`;

async function measure(context: BrowserContext, cookie: string, path: string): Promise<RoundTrips> {
  const id = randomUUID();
  const response = await context.request.get(`${server}${path}`, {
    headers: { ...portalHost, cookie, [ROUND_TRIP_HEADER]: id },
    maxRedirects: 0,
  });
  expect(response.status(), path).toBe(200);
  const counted = await context.request.get(`${server}/api/debug/round-trips?id=${id}`, { headers: portalHost });
  expect(counted.status(), `${path}: no statements counted`).toBe(200);
  return counted.json();
}

async function checkScreens(browser: Browser, role: E2ERole, paths: string[]) {
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  const measured: Record<string, RoundTrips> = {};
  try {
    const cookie = (await context.cookies(E2E.portal)).map((c) => `${c.name}=${c.value}`).join('; ');
    for (const path of paths) measured[path] = await measure(context, cookie, path);
  } finally {
    await context.close();
  }
  console.log(`database round trips per ${role} screen`, measured);
  for (const [path, counts] of Object.entries(measured)) {
    expect(counts.statements, path).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(counts.transactions, path).toBeLessThanOrEqual(1);
  }
}

test.describe('database round trips per screen', () => {
  test('every admin screen needs at most 5', async ({ browser }) => {
    await checkScreens(browser, 'admin', adminScreens(await demoIds()));
  });

  test('every client screen needs at most 5', async ({ browser }) => {
    await checkScreens(browser, 'client', clientScreens);
  });

  test('an id no request carried has no counts', async ({ request }) => {
    const response = await request.get(`${server}/api/debug/round-trips?id=${randomUUID()}`, { headers: portalHost });
    expect(response.status()).toBe(404);
  });
});
