// Recovery after a database restart, for `npm run bench`: the production server on
// a throwaway PostgreSQL under a small load (signed-in page reads and contact-form writes),
// restarted fast, immediately and by stop/start; reports how long after the database
// accepted connections again every request succeeded. Kept apart from the throughput part.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { postgresClient } from '../../lib/db/postgres-client';
import { actionId, recoveryMs, startApp, startLoad, waitForHttp, type Sample } from '../../tests/support/fault-load';
import {
  freePort,
  postgresAvailable,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../tests/support/throwaway-postgres';

export type RecoveryRow = {
  fault: string;
  recoveryMs: number;
  slowestRequestMs: number;
  requests: number;
  failedRequests: number;
  acknowledgedWrites: number;
  writesStoredTwice: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const FAULTS: [string, (pg: ThrowawayPostgres) => Promise<void>][] = [
  ['fast restart', (pg) => pg.restart('fast')],
  ['immediate restart', (pg) => pg.restart('immediate')],
  [
    'stop 3 s, start',
    async (pg) => {
      await pg.stop('fast');
      await sleep(3000);
      await pg.start();
    },
  ],
];

/** Null when PostgreSQL 15's binaries are not installed. */
export async function measureRecovery(): Promise<RecoveryRow[] | null> {
  if (!postgresAvailable()) return null;
  const pg = await startThrowawayPostgres();
  const port = await freePort();
  const secret = randomBytes(32).toString('base64url');
  const app = startApp({
    DATABASE_URL: pg.url,
    AUTH_SECRET: secret,
    SEED_DEMO: '1',
    PORT: String(port),
    ROOT_DOMAIN: `localhost:${port}`,
  });
  const sql = postgresClient(pg.url, { max: 1, onnotice: () => {} });
  try {
    await waitForHttp(port, `localhost:${port}`, 180_000);
    const [{ id: userId }] = await sql<{ id: string }[]>`select id from auth.users where email = 'client@demo.test'`;
    const [{ id: sessionId }] = await sql<{ id: string }[]>`
      insert into auth.sessions (user_id, not_after) values (${userId}, now() + interval '1 day') returning id`;
    const token = await new SignJWT({ email: 'client@demo.test', role: 'authenticated', session_id: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setAudience('authenticated')
      .sign(new TextEncoder().encode(secret));
    const rows: RecoveryRow[] = [];
    for (const [fault, inject] of FAULTS) {
      const load = startLoad({
        port,
        rootDomain: `localhost:${port}`,
        cookie: `portal_session=${token}`,
        workers: 4,
        submitId: actionId('lib/inquiries/actions.ts', 'submitInquiry'),
      });
      await sleep(2000);
      await inject(pg);
      const upAt = Date.now();
      await sleep(8000);
      await load.stop();
      const stored = await sql<{ n: number }[]>`
        select count(*)::int as n from app.contact_inquiries where description like 'Fault suite write %'
        group by description having count(*) > 1`;
      rows.push(row(fault, load.samples, upAt, load.acknowledged.size, stored.length));
      console.log(`  ${JSON.stringify(rows.at(-1))}`);
    }
    return rows;
  } finally {
    await sql.end({ timeout: 1 });
    app.child.kill('SIGTERM');
    await app.exited;
    await pg.destroy();
  }
}

function row(fault: string, samples: Sample[], upAt: number, acknowledged: number, twice: number): RecoveryRow {
  return {
    fault,
    recoveryMs: recoveryMs(samples, upAt),
    slowestRequestMs: Math.max(...samples.map((s) => s.end - s.start)),
    requests: samples.length,
    failedRequests: samples.filter((s) => !s.ok).length,
    acknowledgedWrites: acknowledged,
    writesStoredTwice: twice,
  };
}
