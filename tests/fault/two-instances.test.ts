// Two app servers (`npm start`'s production launcher, built) on one PostgreSQL and one
// S3-compatible bucket, behind a small round-robin proxy started here, as a firm running
// several instances behind a load balancer would: a file uploaded through one downloads
// through the other; a session works on both and signing out on one ends it on both; the
// invoice run and the mail queue, running on both, issue and send each item once; the
// contact form's per-address limit and sign-in's per-account limit count across both. Needs
// `npm run build` first.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import type postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresClient } from '@/lib/db/postgres-client';
import { DEMO_PASSWORD } from '@/lib/db/seed-demo';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { SIGN_IN_LIMITS, TOO_MANY_ATTEMPTS } from '@/lib/security/sign-in-limits';
import { actionId, request, startApp, waitForHttp } from '../support/fault-load';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '../support/local-s3';
import {
  freePort,
  postgresAvailable,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The contact form's and the sign-out button's first state, as a page sends it with a submit. */
const EMPTY_STATE = { status: 'idle', values: {}, fieldErrors: {}, error: null, answer: 0, key: '' };

/** Alternates each incoming request between the two servers, keeping its Host header. */
async function startRoundRobin(ports: number[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length];
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // A server stopping under a kept-alive connection is a 502 here, as at a load balancer.
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One request with a binary body and a binary answer (uploads and downloads). */
function exchange(
  port: number,
  options: { host: string; path: string; method?: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: { host: options.host, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A server action as a browser posts it: the form's fields under "_1_", the argument list in "0". */
async function actionBody(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(`_1_${name}`, value);
  form.append('0', JSON.stringify([{ ...EMPTY_STATE }, '$K1']));
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type')!, body: await encoded.text() };
}

describe.skipIf(!postgresAvailable())('two app servers on one database and one bucket', () => {
  let pg: ThrowawayPostgres;
  let s3: LocalS3;
  let smtp: SMTPServer;
  let proxy: Awaited<ReturnType<typeof startRoundRobin>>;
  const apps: ReturnType<typeof startApp>[] = [];
  const ports: number[] = [];
  const received: string[] = [];
  let sql: postgres.Sql;
  let secret: string;
  const cronSecret = randomBytes(24).toString('base64url');
  // Every server answers for the proxy's address: links and hosts name it.
  let rootDomain: string;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    s3 = await startLocalS3(['shared-files']);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(/^Subject: (.*)$/m.exec(text)?.[1] ?? '');
          callback();
        });
      },
    });
    // The app servers' mail connections are cut when they stop: not the test's failure.
    smtp.on('error', () => {});
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    ports.push(await freePort(), await freePort());
    proxy = await startRoundRobin(ports);
    rootDomain = `localhost:${proxy.port}`;
    secret = randomBytes(32).toString('base64url');
    const env = (port: number) => ({
      DATABASE_URL: pg.url,
      AUTH_SECRET: secret,
      SEED_DEMO: '1',
      PORT: String(port),
      ROOT_DOMAIN: rootDomain,
      ALLOW_INSECURE_LOCAL_PRODUCTION: '1',
      // The tests' per-request addresses in X-Real-IP count, as behind a trusted front.
      TRUSTED_PROXY: 'vercel',
      STORAGE_URL: s3.storageUrl('shared-files'),
      AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CRON_SECRET: cronSecret,
      SHUTDOWN_TIMEOUT_SECONDS: '5',
    });
    // The first migrates and seeds; the second starts on the migrated database.
    apps.push(startApp(env(ports[0])));
    await waitForHttp(ports[0], rootDomain, 240_000);
    apps.push(startApp(env(ports[1])));
    await waitForHttp(ports[1], rootDomain, 240_000);
    sql = postgresClient(pg.url, { max: 2, onnotice: () => {} });
  }, 600_000);

  afterAll(async () => {
    if (process.env.FAULT_LOG) for (const app of apps) console.log(app.log());
    await sql?.end({ timeout: 1 });
    for (const app of apps) app.child.kill('SIGTERM');
    await Promise.all(apps.map((app) => app.exited));
    await proxy?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await s3?.stop();
    await pg?.destroy();
  });

  /** A real session row for the demo client and its cookie, signed as the local adapter signs. */
  async function clientSession(): Promise<{ cookie: string; userId: string }> {
    const [{ id: userId }] = await sql<{ id: string }[]>`select id from auth.users where email = 'client@demo.test'`;
    const [{ id: sessionId }] = await sql<{ id: string }[]>`
      insert into auth.sessions (user_id, not_after) values (${userId}, now() + interval '1 day') returning id`;
    const token = await new SignJWT({
      email: 'client@demo.test',
      role: 'authenticated',
      session_id: sessionId,
      aal: 'aal1',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setAudience('authenticated')
      .sign(new TextEncoder().encode(secret));
    return { cookie: `portal_session=${token}`, userId };
  }

  const portal = () => `portal.${rootDomain}`;

  it('a file uploaded through one server downloads through the other, byte for byte', async () => {
    const { cookie, userId } = await clientSession();
    const [project] = await sql<{ id: string }[]>`select id from app.projects where client_id = ${userId} limit 1`;
    // A PDF by its signature (uploads are checked by content), with random bytes between.
    const bytes = new Uint8Array(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000), Buffer.from('\n%%EOF\n')]),
    );
    const name = `shared-${randomUUID()}.pdf`;
    const form = new FormData();
    form.set('projectId', project.id);
    form.set(IDEMPOTENCY_FIELD, randomUUID());
    form.set('file', new File([bytes], name, { type: 'application/pdf' }));
    const encoded = new Response(form);
    const upload = await exchange(ports[0], {
      host: portal(),
      path: '/files/upload',
      method: 'POST',
      headers: { cookie, accept: 'application/json', 'content-type': encoded.headers.get('content-type')! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(upload.status, upload.body.toString()).toBe(200);
    const [file] = await sql<{ id: string }[]>`select id from app.project_files where file_name = ${name}`;
    const download = await exchange(ports[1], {
      host: portal(),
      path: `/files/${file.id}/download`,
      headers: { cookie },
    });
    expect(download.status).toBe(200);
    expect(new Uint8Array(download.body)).toEqual(bytes);
  });

  it('a session works on both servers, and signing out on one ends it on both', async () => {
    const { cookie } = await clientSession();
    for (const port of ports) {
      expect((await request(port, { host: portal(), path: '/dashboard', headers: { cookie } })).status).toBe(200);
    }
    const { contentType, body } = await actionBody({ [IDEMPOTENCY_FIELD]: randomUUID() });
    const signOut = await request(ports[0], {
      host: portal(),
      path: '/dashboard',
      method: 'POST',
      headers: {
        cookie,
        'next-action': actionId('lib/auth/actions.ts', 'signOut'),
        'content-type': contentType,
        accept: 'text/x-component',
      },
      body,
    });
    expect(signOut.status).toBeLessThan(400);
    const after = await request(ports[1], { host: portal(), path: '/dashboard', headers: { cookie } });
    expect(after.status).toBe(307);
    expect(after.headers.location).toMatch(/\/login/);
  });

  it('the invoice run on both servers at once issues each due invoice once', async () => {
    const [{ id: clientId }] = await sql<
      { id: string }[]
    >`select id from app.profiles where email = 'client@demo.test'`;
    const projects = await sql<{ id: string }[]>`
      insert into app.projects (title, client_id, kanban_stage, project_value)
      select 'Two servers ' || g, ${clientId}, 'contract_signed', 10000 from generate_series(1, 4) g returning id`;
    const ids = projects.map((p) => p.id);
    const runs = await Promise.all(
      [...ports, ...ports].map((port) =>
        request(port, {
          host: rootDomain,
          path: '/api/cron/issue-invoices',
          headers: { authorization: `Bearer ${cronSecret}` },
          timeoutMs: 120_000,
        }),
      ),
    );
    for (const run of runs) expect(run.status, run.body).toBe(200);
    const issued = runs.reduce((sum, run) => sum + (JSON.parse(run.body) as { issued: number }).issued, 0);
    const rows = await sql<{ project_id: string; n: number }[]>`
      select project_id, count(*)::int as n from app.invoices where project_id = any(${ids}) group by 1`;
    expect(rows.map((r) => r.n)).toEqual(ids.map(() => 1));
    expect(issued).toBeGreaterThanOrEqual(ids.length);
    const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from app.invoices`;
    const [{ distinct }] = await sql<
      { distinct: number }[]
    >`select count(distinct number)::int as distinct from app.invoices`;
    expect(distinct).toBe(n);
  });

  it('the mail queue, drained by both servers, sends each mail once', { timeout: 200_000 }, async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `Two servers ${i} ${randomUUID()}`);
    for (const subject of subjects) {
      await sql`insert into app.mail_queue (kind, to_address, subject, body)
                values ('test', 'someone@example.test', ${subject}, 'Once only.')`;
    }
    // Both servers retry queued mail once a minute.
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && !subjects.every((s) => received.includes(s))) await sleep(2000);
    await sleep(5000);
    for (const subject of subjects) expect(received.filter((s) => s === subject)).toHaveLength(1);
  });

  it('the contact form’s per-address limit counts across both servers', async () => {
    const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const outcomes: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      const { contentType, body } = await actionBody({
        fullName: 'Two Servers',
        email: 'two@example.test',
        company: 'Instances Inc',
        phone: '',
        projectType: 'other',
        budget: '5k-15k',
        timeline: 'asap',
        description: `Two servers write ${i}: counting the limit across instances.`,
        website: '',
        [IDEMPOTENCY_FIELD]: randomUUID(),
      });
      const res = await request(proxy.port, {
        host: rootDomain,
        path: '/contact',
        method: 'POST',
        headers: {
          'next-action': actionId('lib/inquiries/actions.ts', 'submitInquiryForm'),
          'content-type': contentType,
          accept: 'text/x-component',
          'x-real-ip': address,
        },
        body,
      });
      outcomes.push(res.status === 200 && res.body.includes('"status":"sent"'));
    }
    // Five an hour per address, wherever each request landed.
    expect(outcomes.filter(Boolean)).toHaveLength(5);
    expect(outcomes.slice(0, 5).every(Boolean)).toBe(true);
  });

  it('the per-account sign-in limit counts failures on both servers', async () => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const attempt = async (password: string) => {
      const { contentType, body } = await actionBody({ email: 'client2@demo.test', password, next: '/dashboard' });
      return request(proxy.port, {
        host: portal(),
        path: '/login',
        method: 'POST',
        headers: {
          'next-action': actionId('lib/auth/actions.ts', 'signIn'),
          'content-type': contentType,
          accept: 'text/x-component',
          // A new address each time: only the account's own count can stop the last one.
          'x-real-ip': `10.78.${octet()}.${octet()}`,
        },
        body,
      });
    };
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccount; i++) {
      const failed = await attempt(`wrong-password-${i}`);
      expect(failed.body).not.toContain(TOO_MANY_ATTEMPTS);
    }
    // The right password, through whichever server: the account is paused on both.
    for (let i = 0; i < 2; i++) expect((await attempt(DEMO_PASSWORD)).body).toContain(TOO_MANY_ATTEMPTS);
  });
});
