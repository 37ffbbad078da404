// Fault suite: the production server under a bounded load while its database
// restarts (PostgreSQL: fast, immediate, stop/start) or its embedded-database owner is
// killed. Checks recovery time, status codes, and that every acknowledged write is stored
// exactly once. Needs `npm run build` first (scripts/test.ts runs it after the build).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseUrl } from '@/lib/db/embedded-url';
import { OUTAGE } from '@/content/outage';
import { SERVER_HEAP_FLAGS } from '@/lib/server/heap-settings';
import { commandLine } from '../../bench/lib/memory';
import { findNextServer } from '../../bench/lib/server';
import { actionId, recoveryMs, request, startApp, startLoad, waitForHttp, type Sample } from '../support/fault-load';
import {
  freePort,
  postgresAvailable,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SUBMIT = () => actionId('lib/inquiries/actions.ts', 'submitInquiryForm');

/** Each acknowledged write exactly once, and no write stored twice. */
async function storedCounts(sql: postgres.Sql): Promise<Map<string, number>> {
  const rows = await sql<{ token: string; n: number }[]>`
    select substring(description from 'Fault suite write ([0-9a-f-]{36})') as token, count(*)::int as n
    from app.contact_inquiries where description like 'Fault suite write %' group by 1`;
  return new Map(rows.map((r) => [r.token, r.n]));
}

function summary(label: string, samples: Sample[], upAt: number) {
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[`${s.kind} ${s.status}`] = (statuses[`${s.kind} ${s.status}`] ?? 0) + 1;
  const recovery = recoveryMs(samples, upAt);
  const slowest = Math.max(...samples.map((s) => s.end - s.start));
  console.log(`[fault] ${label}: recovery ${recovery} ms, slowest request ${slowest} ms, ${JSON.stringify(statuses)}`);
  for (const s of samples.filter((x) => x.end - x.start > 3000 || x.status === 500)) {
    console.log(`[fault]   ${s.kind} ${s.status} started ${s.start - upAt} ms from up, took ${s.end - s.start} ms`);
  }
  return { recovery, slowest, statuses };
}

describe.skipIf(!postgresAvailable())('PostgreSQL restarts under load', () => {
  let pg: ThrowawayPostgres;
  let app: ReturnType<typeof startApp>;
  let port: number;
  let cookie: string;
  let sql: postgres.Sql;
  const rootDomain = () => `localhost:${port}`;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    port = await freePort();
    const secret = randomBytes(32).toString('base64url');
    app = startApp({
      DATABASE_URL: pg.url,
      AUTH_SECRET: secret,
      SEED_DEMO: '1',
      PORT: String(port),
      ROOT_DOMAIN: `localhost:${port}`,
      // A local trial of production mode 2 (past the production start-up check), and the load's
      // per-request addresses in X-Real-IP count (the contact form's limit is per address).
      ALLOW_INSECURE_LOCAL_PRODUCTION: '1',
      TRUSTED_PROXY: 'vercel',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
    });
    await waitForHttp(port, `localhost:${port}`, 180_000);
    // A real session row and a cookie signed like the local adapter's (the demo client).
    sql = postgresClient(pg.url, { max: 1, onnotice: () => {} });
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
    cookie = `portal_session=${token}`;
  }, 240_000);

  afterAll(async () => {
    if (process.env.FAULT_LOG) console.log(app?.log());
    await sql?.end({ timeout: 1 });
    app?.child.kill('SIGTERM');
    await app?.exited;
    await pg?.destroy();
  });

  function webServerPid(): number {
    const pid = findNextServer(app.child.pid!);
    expect(pid, 'the supervisor has no web server child').not.toBeNull();
    return pid!;
  }

  it('the web server runs with the production heap settings on its command line', () => {
    expect(commandLine(webServerPid())).toEqual(expect.arrayContaining([...SERVER_HEAP_FLAGS]));
  });

  it.each([
    ['fast restart', (p: ThrowawayPostgres) => p.restart('fast')],
    ['immediate restart (crash-like)', (p: ThrowawayPostgres) => p.restart('immediate')],
    [
      'stop for 3 s, then start',
      async (p: ThrowawayPostgres) => {
        await p.stop('fast');
        await sleep(3000);
        await p.start();
      },
    ],
  ])(
    '%s: every request succeeds within 5 s of the database accepting connections; no 500; writes stored once',
    async (label, fault) => {
      const load = startLoad({ port, rootDomain: rootDomain(), cookie, workers: 4, submitId: SUBMIT() });
      await sleep(2000);
      await fault(pg);
      const upAt = Date.now(); // pg_ctl -w returned: the server accepts connections
      await sleep(8000);
      await load.stop();
      const { recovery, slowest, statuses } = summary(label, load.samples, upAt);

      expect(recovery).toBeLessThanOrEqual(5000);
      // During the outage a request fails fast (within 5 s) with 503 or an error value.
      expect(slowest).toBeLessThan(5000 + 1500);
      // Only 200 and 503: a page whose render was already under way when the database went
      // away sends the browser to the 503 page too (lib/outage/page-outage.ts), never a 500.
      expect(Object.keys(statuses).filter((k) => !/ (200|503)$/.test(k))).toEqual([]);
      expect(load.samples.filter((s) => s.kind === 'page' && s.ok).length).toBeGreaterThan(0);

      const counts = await storedCounts(sql);
      for (const token of load.acknowledged) expect(counts.get(token), `acknowledged write ${token}`).toBe(1);
      for (const [token, n] of counts) expect(n, `write ${token} stored ${n} times`).toBe(1);
    },
    60_000,
  );

  // Static pages answer during an outage (the proxy passes a prerendered page through before
  // its outage check), while a portal page answers the 503 page: the outage is real.
  it('while the database is down, the public pages still answer', async () => {
    const main = rootDomain();
    await pg.stop('fast');
    try {
      const deadline = Date.now() + 10_000;
      let portal = 0;
      while (portal !== 503 && Date.now() < deadline) {
        portal = (await request(port, { host: `portal.${main}`, path: '/dashboard', headers: { cookie } })).status;
        if (portal !== 503) await sleep(200);
      }
      expect(portal).toBe(503);
      for (const path of ['/', '/about', '/services', '/case-studies', '/education']) {
        expect((await request(port, { host: main, path })).status, path).toBe(200);
      }
      // A case study's page is generated at its first request: without the database it is
      // the site's 404 for one period, never a 500.
      expect((await request(port, { host: main, path: '/case-studies/no-such-study' })).status).toBe(404);
    } finally {
      await pg.start();
    }
    await expectHealed('/dashboard');
  }, 60_000);

  /**
   * Requests `path` while `table` is locked, waits until the render's query is queued behind
   * the lock (the render is under way), then stops PostgreSQL at once; restarts it after.
   */
  async function renderWhileDatabaseDrops(path: string, table: string) {
    const host = `portal.${rootDomain()}`;
    expect((await request(port, { host, path, headers: { cookie } })).status).toBe(200);
    // Its own connections: a reserved one from the suite's pool hangs after the stop.
    const locker = postgresClient(pg.url, { max: 1, onnotice: () => {} });
    const watcher = postgresClient(pg.url, { max: 1, onnotice: () => {} });
    try {
      // The request starts only once the lock is held (else it could finish before it).
      let held!: () => void;
      const lockHeld = new Promise<void>((resolve) => (held = resolve));
      const locked = locker.begin(async (tx) => {
        await tx.unsafe(`lock table ${table} in access exclusive mode`);
        held();
        await new Promise(() => {}); // held until the database stops
      });
      locked.catch(() => held()); // no lock: the wait below says so
      await lockHeld;
      const pending = request(port, { host, path, headers: { cookie }, timeoutMs: 60_000 });
      const deadline = Date.now() + 30_000; // a busy machine renders slowly
      for (;;) {
        const [{ n }] = await watcher<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
        if (n > 0) break;
        if (Date.now() > deadline) throw new Error('the page never waited on the lock');
        await sleep(50);
      }
      await watcher.end({ timeout: 1 }).catch(() => {});
      await pg.stop('immediate');
      const stoppedAt = Date.now();
      const res = await pending;
      console.log(`[fault] ${path} rendering when ${table} dropped: ${res.status} after ${Date.now() - stoppedAt} ms`);
      return res;
    } finally {
      await locker.end({ timeout: 1 }).catch(() => {});
      await watcher.end({ timeout: 1 }).catch(() => {});
      await pg.start().catch(() => {});
    }
  }

  /** The same page answers 200 again within 5 s of the database being back. */
  async function expectHealed(path: string) {
    const host = `portal.${rootDomain()}`;
    const upAt = Date.now();
    let status = 0;
    while (Date.now() - upAt < 5000 && status !== 200) {
      status = (await request(port, { host, path, headers: { cookie } })).status;
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
  }

  // A request that passed the proxy's check (the database was up) and is rendering when the
  // database drops, before the first byte (the layout's session check). Next.js would answer
  // a failed render 500 with its error document; the page sends the browser to its own
  // address marked as an outage, which the proxy answers with the 503 page (one hop, whatever
  // the database does meanwhile), and "Try again" leads back to the page.
  it('a page already rendering when the database drops (the session check in the portal layout) leads to the 503 page', async () => {
    const res = await renderWhileDatabaseDrops('/dashboard', 'auth.sessions');
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe('/dashboard?unavailable=1');
    const answer = await request(port, {
      host: `portal.${rootDomain()}`,
      path: res.headers.location!,
      headers: { cookie },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toContain(OUTAGE.title);
    expect(answer.body).toContain(OUTAGE.lead);
    expect(answer.body).toContain('href="/dashboard"');
    await expectHealed('/dashboard');
  }, 120_000);

  // The same drop after the layout, during the page's own reads. Signed-in pages are sent
  // whole (docs/decisions/0072-signed-in-pages-sent-whole.md), so nothing is on the wire yet:
  // the page's transaction (pageTransaction) sends the browser to the 503 page, as the layout's
  // session check does, and never answers 500.
  it('a page whose own reads are held when the database drops leads to the 503 page too', async () => {
    const res = await renderWhileDatabaseDrops('/dashboard', 'app.activity_log');
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe('/dashboard?unavailable=1');
    expect(res.body).not.toContain('Welcome back');
    await expectHealed('/dashboard');
  }, 120_000);
});

describe('the embedded database owner killed under load', () => {
  it('the web server goes down with it; after a restart every acknowledged write is there exactly once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fault-embedded-'));
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      ROOT_DOMAIN: `localhost:${port}`,
      DATABASE_URL: '',
      AUTH_SECRET: '',
      TRUSTED_PROXY: 'vercel',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
    };
    try {
      const first = startApp(env);
      await waitForHttp(port, `localhost:${port}`, 240_000);
      const load = startLoad({ port, rootDomain: `localhost:${port}`, workers: 4, submitId: SUBMIT() });
      await sleep(4000);
      first.child.kill('SIGKILL'); // the owner of the embedded database
      const killedAt = Date.now();
      // The web server must not keep answering without its database.
      let webGoneAfter = -1;
      while (Date.now() - killedAt < 15_000) {
        const alive = await fetch(`http://127.0.0.1:${port}/`).then(
          () => true,
          () => false,
        );
        if (!alive) {
          webGoneAfter = Date.now() - killedAt;
          break;
        }
        await sleep(200);
      }
      await load.stop();
      expect(webGoneAfter, 'the web server stopped after its database owner died').toBeGreaterThanOrEqual(0);
      console.log(
        `[fault] embedded owner killed: web server gone after ${webGoneAfter} ms, ${load.acknowledged.size} writes acknowledged`,
      );

      const second = startApp(env);
      await waitForHttp(port, `localhost:${port}`, 240_000);
      expect(second.log()).toContain('Taking over');
      const sql = postgresClient(embeddedDatabaseUrl(dataDir), {
        max: 1,
        onnotice: () => {},
      });
      try {
        const counts = await storedCounts(sql);
        expect(load.acknowledged.size).toBeGreaterThan(0);
        for (const token of load.acknowledged) expect(counts.get(token), `acknowledged write ${token}`).toBe(1);
        for (const [token, n] of counts) expect(n, `write ${token} stored ${n} times`).toBe(1);
      } finally {
        await sql.end({ timeout: 1 });
      }
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
