import { existsSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { createS3Storage } from '../../lib/storage/s3';
import { newStorageKey } from '../../lib/storage/types';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '../support/local-s3';
import { createPortalClient, insertProject } from './client-portal-data';
import { E2E, expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';
import { PASSWORD } from '../support/e2e-env';

// The probes of a load balancer or an orchestrator, on the production build: /api/health
// says the process is up, /api/ready whether this instance can serve. A server of its own
// keeps shared files in a bucket on a local S3 server, to take that bucket away.

const READY = { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } };

async function probe(request: APIRequestContext, url: string, host?: string) {
  const response = await request.get(url, { headers: host ? { host } : {}, maxRedirects: 0 });
  return { status: response.status(), body: await response.json(), cache: response.headers()['cache-control'] };
}

test.describe('health and readiness of the shared server', () => {
  test('answer on the main host, the portal host and by IP address, never cached', async ({ request }) => {
    const byIp = `http://127.0.0.1:${E2E.port}`;
    for (const host of [
      undefined,
      `portal.localhost:${E2E.port}`,
      `app.localhost:${E2E.port}`,
      `10.0.0.5:${E2E.port}`,
    ]) {
      expect(await probe(request, `${byIp}/api/health`, host)).toEqual({
        status: 200,
        body: { status: 'ok' },
        cache: 'no-store',
      });
      expect(await probe(request, `${byIp}/api/ready`, host)).toEqual({ status: 200, body: READY, cache: 'no-store' });
    }
    const head = await request.head(`${E2E.main}/api/health`);
    expect(head.status()).toBe(200);
  });
});

test.describe('readiness with the files in a bucket', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let s3: LocalS3;
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    s3 = await startLocalS3(['portal-files']);
    server = await startOwnServer('health', 1600, {
      STORAGE_URL: s3.storageUrl('portal-files'),
      AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await s3?.stop().catch(() => {});
  });

  test('a file kept in the bucket downloads only through the portal’s own check', async ({ page, request }) => {
    const client = await createPortalClient(server.sql);
    const projectId = await insertProject(server.sql, client.id, { title: `Bucket project ${client.id}` });
    const key = newStorageKey();
    const body = `%PDF-1.7 kept in a bucket ${key}`;
    const location = s3.location('portal-files');
    await createS3Storage(location, s3.client(location)).put(key, new TextEncoder().encode(body), 'application/pdf');
    const [file] = await server.sql<{ id: string }[]>`
      insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes)
      values (${projectId}, ${key}, 'bucket.pdf', 'application/pdf', ${Buffer.byteLength(body)}) returning id`;
    // Nothing of it on this server's disk.
    expect(existsSync(path.resolve(`.data/e2e-${E2E.port}-health/files`, key.slice(0, 2), key))).toBe(false);

    const download = `http://127.0.0.1:${server.port}/files/${file.id}/download`;
    const host = `portal.localhost:${server.port}`;
    const signedOut = await request.get(download, { headers: { host }, maxRedirects: 0 });
    expect(signedOut.status()).not.toBe(200);

    await page.goto(`${server.portal}/login`);
    await page.getByLabel('Email Address').fill(client.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.portal}/dashboard`);
    const cookies = await page.context().cookies(server.portal);
    const response = await request.get(download, {
      headers: { host, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.text()).toBe(body);
  });

  test('is ready while the bucket answers, not ready once it is gone; health stays up', async ({ request }) => {
    const byIp = `http://127.0.0.1:${server.port}`;
    expect(await probe(request, `${byIp}/api/ready`)).toEqual({ status: 200, body: READY, cache: 'no-store' });
    await s3.stop();
    const notReady = await probe(request, `${byIp}/api/ready`);
    expect(notReady).toEqual({
      status: 503,
      body: { status: 'not-ready', checks: { database: 'ok', migrations: 'ok', storage: 'unreachable' } },
      cache: 'no-store',
    });
    expect(await probe(request, `${byIp}/api/health`)).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
  });
});
