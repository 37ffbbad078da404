import type { Page } from '@playwright/test';
import { E2E, e2eSql, expect, test } from './fixtures';
import { storageStatePath } from '../support/e2e-env';
import { readFileSync } from 'node:fs';

// Hostile URLs, as an attacker sends them: the bad-input corpus through every
// URL parameter and path segment of every screen, the site reached by its IP address,
// page paths that look like static files, and an oversized upload. Never a 500 and never
// the error page; always a clear answer.

// The corpus of tests/fixtures/bad-input (read here: Playwright's loader does not import JSON).
const corpus = JSON.parse(readFileSync('tests/fixtures/bad-input/strings.json', 'utf8')) as Record<string, string>;
const badStrings = Object.entries(corpus)
  .filter(([name]) => name !== '_comment')
  .map(([name, value]): [string, string] => [name, value === 'LONG_100000' ? 'x'.repeat(100_000) : value]);

const values: [string, string][] = [
  ...badStrings.map(([name, value]): [string, string] => [name, value.length > 4000 ? value.slice(0, 4000) : value]),
  ['lone percent', '%'],
  ['high unicode', '\u{10FFFF}\uFFFE'],
  ['lone surrogate-like', '\uD7FF\uE000'],
];
const RAW_SUFFIXES = ['%zz', '%E0%A4%A', '%C0%AF', '%FF%FE'];

/**
 * A request as the page's browser would send it. Node does not resolve *.localhost, so
 * those go to 127.0.0.1 with the Host header and the page's cookies for that host.
 */
async function send(
  page: Page,
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; data?: Buffer } = {},
) {
  const target = new URL(url);
  const headers: Record<string, string> = { ...options.headers };
  if (target.hostname.endsWith('.localhost')) {
    const cookies = await page.context().cookies(url);
    headers.host = target.host;
    if (cookies.length) headers.cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    target.hostname = '127.0.0.1';
  }
  return page.request.fetch(target.toString(), {
    method: options.method ?? 'GET',
    headers,
    data: options.data,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

async function expectClearAnswer(page: Page, url: string) {
  const response = await send(page, url);
  const status = response.status();
  expect(status, url).toBeLessThan(500);
  if ((response.headers()['content-type'] ?? '').startsWith('text/html')) {
    expect(await response.text(), url).not.toContain('Something went wrong');
  }
  return status;
}

async function sweep(page: Page, origin: string, screens: Record<string, string[]>) {
  for (const [path, params] of Object.entries(screens)) {
    for (const param of params) {
      for (const [name, value] of values) {
        const status = await expectClearAnswer(page, `${origin}${path}?${param}=${encodeURIComponent(value)}`);
        if (name === 'nul byte') expect(status, `${path}?${param} with NUL`).toBe(400);
      }
      for (const raw of RAW_SUFFIXES) await expectClearAnswer(page, `${origin}${path}?${param}=a${raw}`);
    }
  }
}

async function sweepSegments(page: Page, origin: string, templates: string[]) {
  for (const template of templates) {
    for (const [, value] of values) {
      await expectClearAnswer(page, `${origin}${template.replace('{}', encodeURIComponent(value))}`);
    }
    for (const raw of RAW_SUFFIXES) await expectClearAnswer(page, `${origin}${template.replace('{}', `a${raw}`)}`);
  }
}

test.describe('the corpus through every URL parameter', () => {
  test.describe.configure({ timeout: 300_000 });

  test.describe('as an admin', () => {
    test.use({ storageState: storageStatePath('admin') });

    test('admin list and form screens', async ({ page }) => {
      await sweep(page, E2E.portal, {
        '/admin/clients': ['q', 'status', 'page'],
        '/admin/users': ['q', 'role', 'page'],
        '/admin/projects': ['q', 'stage', 'client', 'page'],
        '/admin/inquiries': ['status', 'page'],
        '/admin/support': ['status', 'page'],
        '/admin/files': ['project'],
        '/admin/projects/new': ['selectedClientId'],
        '/admin/this-week': ['view', 'assignee', 'page'],
        '/dashboard': ['stage'],
      });
      const sql = e2eSql();
      const [project] = await sql`select id from app.projects order by created_at limit 1`;
      await sql.end();
      await sweep(page, E2E.portal, { [`/admin/projects/${project.id}/billing`]: ['page'] });
    });

    test('admin record screens and the private admin URL', async ({ page }) => {
      await sweepSegments(page, E2E.portal, [
        '/admin/clients/{}',
        '/admin/clients/{}/erase',
        '/admin/clients/{}/company',
        '/admin/companies/{}/export',
        '/admin/projects/{}',
        '/admin/projects/{}?tab=audit',
        '/admin/projects/{}/audit-roi',
        '/admin/projects/{}/billing',
        '/admin/projects/{}/proposal',
        '/admin/projects/{}/case-study',
        '/admin/projects/{}/plan',
        '/proposals/{}/pdf',
        '/proposals/{}/signed',
        '/mgmt-{}',
      ]);
    });
  });

  test.describe('as a client', () => {
    test.use({ storageState: storageStatePath('client') });

    test('client screens', async ({ page }) => {
      await sweep(page, E2E.portal, {
        '/projects': ['q', 'page'],
        '/support': ['status'],
        '/files': ['q'],
        '/billing': ['page', 'payments', 'paid', 'method', 'project'],
      });
      await sweepSegments(page, E2E.portal, [
        '/projects/{}',
        '/projects/{}/proposal',
        '/projects/{}/audit',
        '/proposals/{}/pdf',
        '/proposals/{}/signed',
        '/files/{}/download',
        '/billing/invoices.csv?x={}',
      ]);
    });
  });

  test('public screens on every host', async ({ page }) => {
    await sweep(page, E2E.portal, {
      '/login': ['next'],
      '/auth/accept-invite': ['token'],
      '/auth/confirm': ['token_hash', 'type'],
      '/auth/undo-email-change': ['token'],
      '/register': ['x'],
    });
    await sweep(page, E2E.main, {
      '/': ['q'],
      '/contact': ['type'],
      '/education': ['chapter'],
      '/contact/book': ['tz', 'booked'],
      '/case-studies': ['service'],
    });
    await sweepSegments(page, E2E.main, [
      '/education/{}',
      '/{}',
      '/services/{}',
      '/contact/book/{}',
      '/contact/book/{}?moved=1',
      '/case-studies/{}',
      '/case-studies/{}/opengraph.png',
    ]);
    await sweepSegments(page, E2E.app, ['/{}', '/dashboard?next={}']);
  });
});

test.describe('the site reached by its IP address', () => {
  for (const path of ['/', '/login', '/dashboard', '/contact', '/admin/clients']) {
    test(`http://127.0.0.1${path} names the host to use instead of failing`, async ({ page }) => {
      const url = `http://127.0.0.1:${E2E.port}${path}`;
      const response = await page.request.get(url, { maxRedirects: 0, failOnStatusCode: false });
      expect(response.status(), url).toBe(421);
      expect(await response.text()).toContain(`http://localhost:${E2E.port}${path}`);
    });
  }
});

test.describe('page paths that end like static files still go through the proxy', () => {
  for (const url of [
    `${E2E.main}/portal/admin/clients/x.png`,
    `${E2E.main}/legacy/x.png`,
    `${E2E.main}/x.woff2`,
    `${E2E.main}/services.svg`,
    `${E2E.portal}/admin/clients/x.png`,
    `${E2E.portal}/legacy/x.jpg`,
    `${E2E.app}/x.webp`,
  ]) {
    test(url, async ({ page }) => {
      const response = await send(page, url);
      expect(response.status(), url).toBeLessThan(500);
      expect(response.headers()['content-security-policy'], url).toBeTruthy();
      // The internal route trees are never served directly on the main host.
      if (url.startsWith(`${E2E.main}/portal`) || url.startsWith(`${E2E.main}/legacy`)) {
        expect(response.status(), url).toBe(404);
      }
    });
  }
});

test.describe('an oversized upload', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('12 MB answers 413 with a clear message, not a 500', async ({ page }) => {
    const boundary = '----e2e-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(head),
      Buffer.alloc(12 * 1024 * 1024, 0x25),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await send(page, `${E2E.portal}/admin/files`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'next-action': '0'.repeat(42) },
      data: body,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toMatch(/too large/i);
  });
});
