// `npm run bench:throughput`: throughput side by side in one run, server time at
// the large seed, and the server's memory, with the targets as PASS/FAIL.
//
// 1. Builds the product (`npm run build`) and a bare Next.js app with a static and a dynamic
//    page (bench/lib/bare-next.ts, the same installed next/react/react-dom) and starts both
//    production servers. The bare dynamic page's share of the home page is the framework's
//    floor under the signed-in pages' ratios, reported beside them (not a target); so is the bare app's
//    portal floor, made as large as each signed-in page: what the framework's part of a
//    signed-in page of that size costs (proxy, shell, loading boundary; no session, no data).
// 2. Demo seed, embedded database, then PostgreSQL: the same load (autocannon, 10 connections,
//    loopback) on the bare page, the home page (plain and gzip), /robots.txt (the proxy runs)
//    and /icon.svg (the proxy is skipped), and the signed-in dashboard (admin, client),
//    /admin/clients, /admin/projects and the client's notifications (the lightest signed-in
//    page). The targets are taken in rounds (each target once per round) so a busy moment
//    of a shared machine touches them all alike; ratios are to the home page of the same
//    server, and the home page's to the bare page. Each signed-in page
//    is loaded right after its own load of the home page as Next.js serves it (its ratio's
//    denominator) and right before its portal floor ("Home (Next.js)", the same page as
//    "Home": the server has no static front any more).
// 3. Large seed (`npm run seed:large`), embedded then PostgreSQL: each admin screen requested
//    one at a time, p95 of the time to the last byte.
// 4. Peak memory on the embedded database, throughout: the web server's own (what the memory
//    target was first measured on) and the whole process tree's (the web server and the
//    database's supervisor).
// Writes bench/results/throughput.json and throughput.md; exits 1 when a target fails.
//
// Options: --no-build (reuse .next and the bare build), --quick (shorter loads, fewer samples),
// --no-large (skip step 3), --only-large (step 3 alone, written to throughput-large.{json,md}). PostgreSQL: BENCH_PG_URL or TEST_DATABASE_URL (a server where this
// may create and drop its own databases); without either the PostgreSQL parts are skipped.
// BENCH_PORT (default 3900): the bench's servers use BENCH_PORT … BENCH_PORT+4.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresClient } from '../lib/db/postgres-client';
import { embeddedDatabaseUrl } from '../lib/db/embedded-url';
import { adminScreens } from './lib/admin-screens';
import { BARE_DYNAMIC_PATH, buildBareNext, FLOOR_PATHS, floorPathFor, startBareNext } from './lib/bare-next';
import { get, getText, loadTest, serverTimes, type LoadResult } from './lib/load';
import { watchMemory, type MemoryReport } from './lib/memory';
import { startServer, type RunningServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { percentile, round } from './lib/stats';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const onlyLarge = args.has('--only-large');
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3900);
const PORTS = {
  embedded: BASE_PORT,
  postgres: BASE_PORT + 1,
  embeddedLarge: BASE_PORT + 2,
  postgresLarge: BASE_PORT + 3,
  bare: BASE_PORT + 4,
};
const CONNECTIONS = 10;
const ROUNDS = quick ? 2 : 3;
const SECONDS_PER_ROUND = 5;
const SAMPLES = quick ? 10 : 30;
const AUTH_SECRET = process.env.AUTH_SECRET ?? 'bench-secret-'.padEnd(48, 'x');
const pgAdminUrl = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;
/** The large-seed servers' cron secret: the bench waits for their start-up invoice run. */
const CRON_SECRET = 'bench-cron-'.padEnd(32, 'x');

/** The targets the report marks PASS or FAIL (docs/decisions/0040 for memory). */
const TARGETS = {
  signedInShareOfHome: { postgres: 0.2, embedded: 0.1 },
  homeShareOfBare: 0.6,
  largeSeedP95Ms: { postgres: 100, embedded: 150 },
  embeddedPeakMiB: 400,
  /** A signed-in page's requests/s over its same-size portal floor's, in the same round. */
  signedInShareOfFloor: 0.7,
};

type Target = { name: string; port: number; host: string; path: string; headers?: Record<string, string> };
type Measured = LoadResult & { name: string; ratio?: number };
type Check = { what: string; value: string; target: string; pass: boolean };

const checks: Check[] = [];
function check(what: string, value: string, target: string, pass: boolean) {
  checks.push({ what, value, target, pass });
}

/**
 * Not targets: where the framework itself stands in the same run. The bare app's dynamic page
 * does nothing but render per request, so its share of the home page is the most any page
 * that Next.js renders per request can reach on this machine. Its portal
 * floor, made as large as each signed-in page, is about the most a page of that size can reach with
 * what every signed-in page needs (the proxy's nonce and rewrite, the shell, the loading
 * boundary) and none of the portal's own work (no session, no database).
 */
type FloorRow = {
  run: string;
  page: string;
  bytes: number;
  'requests/s': number;
  'share of home (Next.js)': string;
  'share of the bare dynamic page': string;
};
const frameworkFloor: FloorRow[] = [];

/**
 * Not a target either: on PostgreSQL, each signed-in page beside its portal floor and the
 * floor with the least work the portal's rules ask of every signed-in request (a session check
 * and one transaction with the user's claims: bench/lib/bare-next.ts). The share of the floor
 * that the session floor keeps is the most a signed-in page of that size could keep.
 */
type SessionFloorRow = {
  page: string;
  'page, requests/s': number;
  'floor, requests/s': number;
  'session floor, requests/s': number;
  'session floor / floor': number;
  'page / floor': number;
  'page / session floor': number;
};
const sessionFloor: SessionFloorRow[] = [];

function step(message: string) {
  console.log(`\n▶ ${message}`);
}

function npm(script: string, env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`npm run ${script} failed`);
}

const GZIP = { 'accept-encoding': 'gzip' };

/** The same load on every target, in rounds; requests/s over all rounds. */
async function measureInRounds(targets: Target[]): Promise<Measured[]> {
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`  round ${round}/${ROUNDS}`);
    for (const t of targets) {
      const result = await loadTest(t.port, t.host, t.path, t.headers ?? {}, SECONDS_PER_ROUND, CONNECTIONS);
      console.log(`    ${t.name}: ${result.requestsPerSecond} requests/s`);
      runs.get(t.name)!.push(result);
    }
  }
  return targets.map((t) => {
    const r = runs.get(t.name)!;
    const requests = r.reduce((n, x) => n + x.requests, 0);
    return {
      name: t.name,
      path: r[0].path,
      requestsPerSecond: Math.round(requests / (ROUNDS * SECONDS_PER_ROUND)),
      p50Ms: percentile(
        r.map((x) => x.p50Ms),
        50,
      ),
      p99Ms: Math.max(...r.map((x) => x.p99Ms)),
      errors: r.reduce((n, x) => n + x.errors, 0),
      non2xx: r.reduce((n, x) => n + x.non2xx, 0),
      requests,
      bytesPerResponse: Math.max(...r.map((x) => x.bytesPerResponse)),
    };
  });
}

/** A few requests first, so no target pays for its first compilation or cold cache under load. */
async function warmUp(targets: Target[]) {
  for (const t of targets) await serverTimes(t.port, t.host, t.path, t.headers ?? {}, 3);
}

function productTargets(port: number, adminCookie: string, clientCookie: string): Target[] {
  const main = `localhost:${port}`;
  const portal = `portal.localhost:${port}`;
  const admin = { cookie: adminCookie };
  return [
    { name: 'Home', port, host: main, path: '/' },
    { name: 'Home (gzip)', port, host: main, path: '/', headers: GZIP },
    // The same page again, as the signed-in pages' paired denominator (Next.js serves every
    // page: the in-memory static front is gone, caching static pages is the reverse proxy's).
    { name: 'Home (Next.js)', port, host: main, path: '/' },
    { name: '/robots.txt (proxied)', port, host: main, path: '/robots.txt' },
    { name: '/icon.svg (proxy skipped)', port, host: main, path: '/icon.svg' },
    { name: 'Dashboard (admin)', port, host: portal, path: '/dashboard', headers: admin },
    { name: 'Dashboard (client)', port, host: portal, path: '/dashboard', headers: { cookie: clientCookie } },
    { name: '/admin/clients', port, host: portal, path: '/admin/clients', headers: admin },
    { name: '/admin/projects', port, host: portal, path: '/admin/projects', headers: admin },
    // The lightest signed-in page (17.9 KB): beside the others it shows how much of the gap to
    // the floor comes with every signed-in request rather than with a page's weight.
    { name: 'Notifications (client)', port, host: portal, path: '/notifications', headers: { cookie: clientCookie } },
  ];
}

const SIGNED_IN = [
  'Dashboard (admin)',
  'Dashboard (client)',
  '/admin/clients',
  '/admin/projects',
  'Notifications (client)',
];
const floorName = (signedIn: string) => `Portal floor, as large as ${signedIn}`;
const sessionFloorName = (signedIn: string) => `Portal floor with a session check, as large as ${signedIn}`;
const pairedHome = (signedIn: string) => `Home (Next.js), just before ${signedIn}`;

/** `withSessionFloor`: the bare app was started on this run's PostgreSQL server. */
async function demoSeedThroughput(
  db: 'embedded' | 'postgres',
  server: RunningServer,
  bare: Target[],
  withSessionFloor = false,
) {
  const port = server.port;
  const portalOrigin = `http://portal.localhost:${port}`;
  const adminCookie = await signIn(portalOrigin, 'admin@demo.test');
  const clientCookie = await signIn(portalOrigin, 'client@demo.test');
  const product = productTargets(port, adminCookie, clientCookie);
  // Each signed-in page is loaded right after the home page as Next.js serves it, its ratio's
  // own denominator, and right before its floor, so a ratio is taken from loads seconds apart
  // rather than a minute (this machine's speed moves by 1.5x within a round).
  const homeNext = product.find((t) => t.name === 'Home (Next.js)')!;
  const signedIn: Target[] = [];
  for (const t of product.filter((p) => SIGNED_IN.includes(p.name))) {
    signedIn.push({ ...homeNext, name: pairedHome(t.name) }, t);
    if (!bare.length) continue;
    const bytes = Buffer.byteLength(await getText(t.port, t.host, t.path, t.headers));
    const floorPath = await floorPathFor(bare[0].port, bytes);
    signedIn.push({ name: floorName(t.name), port: bare[0].port, host: bare[0].host, path: floorPath });
    if (withSessionFloor)
      signedIn.push({
        name: sessionFloorName(t.name),
        port: bare[0].port,
        host: bare[0].host,
        path: await floorPathFor(bare[0].port, bytes, FLOOR_PATHS.withSession),
        // Its session check reads the cookie as the portal's does; any value serves.
        headers: { cookie: 'portal_session=bench' },
      });
  }
  const targets = [...bare, ...product.filter((t) => !SIGNED_IN.includes(t.name)), ...signedIn];
  await warmUp(targets);
  const rows = await measureInRounds(targets);
  const rate = (name: string) => rows.find((r) => r.name === name)!.requestsPerSecond;
  for (const row of rows) {
    if (row.name.startsWith('Bare')) continue;
    row.ratio = round(row.requestsPerSecond / rate('Home'), 3);
  }
  console.table(rows);
  const clean = rows.every((r) => r.errors === 0 && r.non2xx === 0 && r.requests > 0);
  check(`${db}: zero errors and non-2xx under load`, clean ? 'none' : 'some', 'none', clean);
  // A signed-in page against the home page as Next.js serves it, in the same round.
  const floor = TARGETS.signedInShareOfHome[db];
  for (const name of SIGNED_IN) {
    const share = rate(name) / rate(pairedHome(name));
    check(`${db}: ${name} / home page as Next.js serves it`, pct(share), `≥ ${pct(floor)}`, share >= floor);
  }
  if (bare.length) {
    const dynamic = rate('Bare Next.js dynamic page');
    const bytes = (name: string) => rows.find((r) => r.name === name)!.bytesPerResponse;
    const pages = [
      { name: 'Bare Next.js dynamic page', home: 'Home (Next.js)' },
      ...SIGNED_IN.flatMap((n) => [n, floorName(n)].map((name) => ({ name, home: pairedHome(n) }))),
    ];
    for (const name of SIGNED_IN) {
      const share = rate(name) / rate(floorName(name));
      check(
        `${db}: ${name} / its same-size portal floor`,
        String(round(share, 2)),
        `≥ ${TARGETS.signedInShareOfFloor}`,
        share >= TARGETS.signedInShareOfFloor,
      );
    }
    if (withSessionFloor)
      for (const name of SIGNED_IN)
        sessionFloor.push({
          page: name,
          'page, requests/s': rate(name),
          'floor, requests/s': rate(floorName(name)),
          'session floor, requests/s': rate(sessionFloorName(name)),
          'session floor / floor': round(rate(sessionFloorName(name)) / rate(floorName(name)), 2),
          'page / floor': round(rate(name) / rate(floorName(name)), 2),
          'page / session floor': round(rate(name) / rate(sessionFloorName(name)), 2),
        });
    for (const { name, home } of pages) {
      frameworkFloor.push({
        run: db,
        page: name,
        bytes: bytes(name),
        'requests/s': rate(name),
        'share of home (Next.js)': pct(rate(name) / rate(home)),
        'share of the bare dynamic page': pct(rate(name) / dynamic),
      });
    }
    const plain = rate('Home') / rate('Bare Next.js page');
    const gzip = rate('Home (gzip)') / rate('Bare Next.js page (gzip)');
    check(
      `${db}: home page / bare Next.js page`,
      pct(plain),
      `≥ ${pct(TARGETS.homeShareOfBare)}`,
      plain >= TARGETS.homeShareOfBare,
    );
    check(
      `${db}: home page / bare Next.js page, gzip`,
      pct(gzip),
      `≥ ${pct(TARGETS.homeShareOfBare)}`,
      gzip >= TARGETS.homeShareOfBare,
    );
  }
  return rows;
}

async function largeSeedServerTimes(db: 'embedded' | 'postgres', server: RunningServer, databaseUrl: string) {
  const portal = `portal.localhost:${server.port}`;
  // The server issues the invoices that fell due when it starts (scripts/serve.ts); at the
  // large seed that is ~11,000 invoices. A scheduled run takes the same lock, so this returns
  // once the start-up run is done: the screens are timed in steady state, not under it.
  // (A wait on the lock longer than the statement timeout answers 500: ask again.)
  for (let attempt = 1; ; attempt++) {
    const run = await get(server.port, `localhost:${server.port}`, '/api/cron/issue-invoices', {
      authorization: `Bearer ${CRON_SECRET}`,
    });
    if (run === 200) break;
    if (attempt === 5) throw new Error(`The scheduled invoice run answered ${run}`);
  }
  const cookie = await signIn(`http://${portal}`, 'admin@demo.test');
  const limit = TARGETS.largeSeedP95Ms[db];
  const rows = [];
  for (const screen of await adminScreens(databaseUrl)) {
    const times = await serverTimes(server.port, portal, screen.path, { cookie }, SAMPLES);
    const row = { ...screen, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
    rows.push(row);
    console.log(`  ${JSON.stringify(row)}`);
    check(`${db}, large seed: ${screen.name} p95`, `${row.p95Ms} ms`, `< ${limit} ms`, row.p95Ms < limit);
  }
  return rows;
}

const pct = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** A production server on PostgreSQL, on this machine's loopback (a local trial, not a deployment). */
function postgresEnv(url: string, port: number): Record<string, string> {
  return { DATABASE_URL: url, AUTH_SECRET, ROOT_DOMAIN: `localhost:${port}`, ALLOW_INSECURE_LOCAL_PRODUCTION: '1' };
}

async function withPostgresDatabase<T>(name: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = postgresClient(pgAdminUrl!, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(pgAdminUrl!);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

/** A part that fails is a FAIL in the results, and the other parts still run. */
async function phase<T>(name: string, run: () => Promise<T>): Promise<T | { error: string }[]> {
  try {
    return await run();
  } catch (error) {
    console.error(error);
    check(`${name}: ran to the end`, (error as Error).message.split('\n')[0], 'no error', false);
    return [{ error: (error as Error).message.split('\n')[0] }];
  }
}

/** Step 2 (and the bare page of step 1): the demo seed's throughput on both databases. */
async function demoSeedParts(
  build: boolean,
  result: Record<string, unknown>,
  memory: Record<string, MemoryReport>,
): Promise<MemoryReport | undefined> {
  step('Building the bare Next.js static page (same next, react, react-dom)');
  const bareDir = buildBareNext({ rebuild: build });
  let firstStart: MemoryReport | undefined;

  // On the PostgreSQL server of the PostgreSQL run, for its session floor (the statements
  // touch no table, so the server's own database serves).
  const bareServer = await startBareNext(bareDir, PORTS.bare, { databaseUrl: pgAdminUrl });
  try {
    const bareHost = `localhost:${PORTS.bare}`;
    const bare: Target[] = [
      { name: 'Bare Next.js page', port: PORTS.bare, host: bareHost, path: '/' },
      { name: 'Bare Next.js page (gzip)', port: PORTS.bare, host: bareHost, path: '/', headers: GZIP },
      { name: 'Bare Next.js dynamic page', port: PORTS.bare, host: bareHost, path: BARE_DYNAMIC_PATH },
    ];

    step('Demo seed, embedded database (PGlite): throughput');
    const demoDir = path.resolve(`.data/bench-${BASE_PORT}-demo`);
    rmSync(demoDir, { recursive: true, force: true });
    mkdirSync(demoDir, { recursive: true });
    const demoEnv = { DATA_DIR: demoDir, DATABASE_URL: '' };
    // The first start creates the database (initdb), migrates and seeds it: its memory is
    // reported on its own; the measured server starts on the ready database, as every later start.
    const first = await startServer(demoEnv, PORTS.embedded);
    const firstWatch = watchMemory(first.process.pid!);
    await new Promise((r) => setTimeout(r, 1000));
    firstStart = firstWatch.stop();
    await first.stop();
    const embedded = await startServer(demoEnv, PORTS.embedded);
    const watch = watchMemory(embedded.process.pid!);
    try {
      result.embedded = await phase('embedded, demo seed', () => demoSeedThroughput('embedded', embedded, bare));
    } finally {
      memory.embeddedDemo = watch.stop();
      await embedded.stop();
    }

    if (pgAdminUrl) {
      step('Demo seed, PostgreSQL: throughput');
      result.postgres = await phase('postgres, demo seed', () =>
        withPostgresDatabase(`bench_${BASE_PORT}_demo`, async (url) => {
          const server = await startServer({ ...postgresEnv(url, PORTS.postgres), SEED_DEMO: '1' }, PORTS.postgres);
          try {
            return await demoSeedThroughput('postgres', server, bare, true);
          } finally {
            await server.stop();
          }
        }),
      );
    } else {
      console.log('  skipped: no BENCH_PG_URL or TEST_DATABASE_URL');
    }
  } finally {
    await bareServer.stop();
  }
  return firstStart;
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const build = !args.has('--no-build');
  if (build) {
    step('Building the product (npm run build)');
    npm('build');
  }
  const result: Record<string, unknown> = {};
  const memory: Record<string, MemoryReport> = {};
  // --only-large: the large-seed part alone (its results go to throughput-large.*).
  const firstStart = onlyLarge ? undefined : await demoSeedParts(build, result, memory);

  if (!args.has('--no-large')) {
    step('Large seed, embedded database: server time per admin screen');
    const largeDir = path.resolve(`.data/bench-${BASE_PORT}-large`);
    rmSync(largeDir, { recursive: true, force: true });
    mkdirSync(largeDir, { recursive: true });
    npm('seed:large', { DATA_DIR: largeDir, DATABASE_URL: '' });
    const server = await startServer({ DATA_DIR: largeDir, DATABASE_URL: '', CRON_SECRET }, PORTS.embeddedLarge);
    const watch = watchMemory(server.process.pid!);
    try {
      result.largeEmbedded = await phase('embedded, large seed', () =>
        largeSeedServerTimes('embedded', server, embeddedDatabaseUrl(largeDir)),
      );
    } finally {
      memory.embeddedLarge = watch.stop();
      await server.stop();
    }
    if (pgAdminUrl) {
      step('Large seed, PostgreSQL: server time per admin screen');
      result.largePostgres = await phase('postgres, large seed', () =>
        withPostgresDatabase(`bench_${BASE_PORT}_large`, async (url) => {
          npm('seed:large', { DATABASE_URL: url, AUTH_SECRET });
          const pg = await startServer({ ...postgresEnv(url, PORTS.postgresLarge), CRON_SECRET }, PORTS.postgresLarge);
          try {
            return await largeSeedServerTimes('postgres', pg, url);
          } finally {
            await pg.stop();
          }
        }),
      );
    }
  }

  for (const [run, report] of Object.entries(memory)) {
    console.log(`  memory, ${run}: ${JSON.stringify(report)}`);
    const seed = run === 'embeddedDemo' ? 'demo seed under load' : 'large seed';
    // The web server alone: the Next.js server process, where 425–452 MiB were first measured.
    check(
      `embedded: peak memory of the web server, the first measure (${seed})`,
      report.webServerPeakMiB === null ? 'not found' : `${report.webServerPeakMiB} MiB`,
      `≤ ${TARGETS.embeddedPeakMiB} MiB`,
      report.webServerPeakMiB !== null && report.webServerPeakMiB <= TARGETS.embeddedPeakMiB,
    );
    // Stricter: the database's process as well, each process's own peak summed.
    check(
      `embedded: peak memory of the whole server process tree, web server and database (${seed})`,
      `${report.sumOfPeaksMiB} MiB`,
      `≤ ${TARGETS.embeddedPeakMiB} MiB`,
      report.sumOfPeaksMiB <= TARGETS.embeddedPeakMiB,
    );
  }
  if (firstStart) console.log(`  memory, first start (initdb, migrations, seed): ${JSON.stringify(firstStart)}`);
  writeResults(startedAt, loadAtStart, { ...result, memory, firstStartMemory: firstStart });
}

function machine(loadAtStart: number[]) {
  const git = (command: string) => execSync(`git ${command}`).toString().trim();
  const twoPlaces = (l: number[]) => l.map((x) => Math.round(x * 100) / 100);
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    commit: git('rev-parse --short HEAD'),
    uncommittedChanges: git('status --porcelain --untracked-files=no') !== '',
    // The machine may be shared: the load average says how much else ran.
    loadAverageAtStart: twoPlaces(loadAtStart),
    loadAverageAtEnd: twoPlaces(os.loadavg()),
  };
}

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '_not measured_\n';
  const keys = Object.keys(rows[0]);
  return [
    `| ${keys.join(' | ')} |`,
    `| ${keys.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${keys.map((k) => String(r[k] ?? '')).join(' | ')} |`),
    '',
  ].join('\n');
}

function writeResults(startedAt: Date, loadAtStart: number[], result: Record<string, unknown>) {
  const m = machine(loadAtStart);
  const failed = checks.filter((c) => !c.pass);
  const output = {
    startedAt: startedAt.toISOString(),
    machine: m,
    settings: { CONNECTIONS, ROUNDS, SECONDS_PER_ROUND, SAMPLES },
    checks,
    frameworkFloor,
    sessionFloor,
    ...result,
  };
  mkdirSync('bench/results', { recursive: true });
  const name = onlyLarge ? 'throughput-large' : 'throughput';
  writeFileSync(`bench/results/${name}.json`, `${JSON.stringify(output, null, 2)}\n`);
  const memory = result.memory as Record<string, MemoryReport>;
  const md = [
    '# Throughput, server time and memory',
    '',
    `Run ${output.startedAt} at commit ${m.commit}${m.uncommittedChanges ? ' (with uncommitted changes)' : ''} on ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, Node ${m.node} (${m.os}). Load average at the start ${m.loadAverageAtStart.join(', ')}, at the end ${m.loadAverageAtEnd.join(', ')}.`,
    `Produced by \`npm run bench:throughput\`: autocannon, ${CONNECTIONS} connections on loopback, ${ROUNDS} rounds of ${SECONDS_PER_ROUND} s per target; ratios are to the home page of the same server. Server time: ${SAMPLES} sequential requests per screen after 3 warm-up requests, time to the last byte.`,
    '',
    `## Targets: ${failed.length === 0 ? 'all PASS' : `${failed.length} FAIL`}`,
    '',
    table(checks.map((c) => ({ check: c.what, value: c.value, target: c.target, result: c.pass ? 'PASS' : 'FAIL' }))),
    "## The framework's floor (not a target)",
    '',
    'A bare Next.js app of the same next/react/react-dom serves a dynamic page that only renders per request (no data, no session, no proxy). Its share of the home page as Next.js serves it is the most any per-request page can reach on this machine; the signed-in pages are shown against both.',
    '',
    "Each signed-in page is followed by the bare app's portal floor made as large as it (bytes of the whole response): a page with what every signed-in page needs from the framework (a proxy that makes a nonce for the CSP and rewrites into the route tree, the shell with the sidebar's links, a loading boundary) and a table grown to the same size, with no session check and no database. Its share of the home page is about the most a page of that size with those features can reach on this machine; the rest of the gap to it is the portal's own work (the session check, the reads, its components). Each signed-in page and its floor are compared with the load of the home page as Next.js serves it taken just before them, in the same round.",
    '',
    table(frameworkFloor),
    '## The floor with a session check (not a target)',
    '',
    'On PostgreSQL, each signed-in page beside its portal floor and the same floor with the least work the portal\'s rules ask of every signed-in request: a session check against the database (one statement) and one transaction with the user\'s claims and role and one read in it, through the portal\'s driver (postgres.js, a pool of ten), with statements that touch no table. "session floor / floor" is about the most a signed-in page of that size can keep of its floor on this machine; "page / session floor" is what the portal\'s own reads and components leave of it. Loaded in the same rounds as the rest.',
    '',
    table(sessionFloor),
    '## Demo seed, embedded database (PGlite)',
    '',
    table((result.embedded as Record<string, unknown>[]) ?? []),
    '## Demo seed, PostgreSQL',
    '',
    table((result.postgres as Record<string, unknown>[]) ?? []),
    '## Large seed, server time per admin screen, embedded database',
    '',
    table((result.largeEmbedded as Record<string, unknown>[]) ?? []),
    '## Large seed, server time per admin screen, PostgreSQL',
    '',
    table((result.largePostgres as Record<string, unknown>[]) ?? []),
    '## Peak memory of the server process tree, embedded database (MiB)',
    '',
    "Sum of each process's own peak (VmHWM) and the highest sum of resident memory sampled every 200 ms; per process its peak and, at the end of the run, how much of its resident memory is shared with other processes (the Node binary and its libraries, which both map: the sum of peaks counts it once per process). The web server's own peak is the figure its memory target is set against.",
    '',
    ...Object.entries({ ...memory, firstStartNotATarget: result.firstStartMemory as MemoryReport })
      .filter(([, r]) => r)
      .flatMap(([run, r]) => [
        `- ${run}: sum of peaks ${r.sumOfPeaksMiB}, sampled peak ${r.peakTreeRssMiB}, web server ${r.webServerPeakMiB ?? '?'}; ${r.processes.map((p) => `\`${p.command}\` ${p.peakMiB} (shared ${p.sharedMiB ?? '?'})`).join(', ')}`,
      ]),
    '',
  ].join('\n');
  writeFileSync(`bench/results/${name}.md`, md);
  console.log('\nTargets:');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.what}: ${c.value} (target ${c.target})`);
  console.log(`\nWrote bench/results/${name}.json and bench/results/${name}.md`);
  if (failed.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
