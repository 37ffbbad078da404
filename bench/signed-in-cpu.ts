// `npm run bench:cpu-signed-in`: CPU time per request of the signed-in pages, which
// a shared machine measures far more steadily than requests/s (a server gets a varying share
// of a core; the CPU it spends per request does not change with that share).
//
// Starts the built product the way the throughput bench does (demo seed), on the embedded
// database and/or PostgreSQL, signs in as the admin and a client, and for each target sends
// a fixed number of requests (autocannon, 10 connections) after a warm-up, reading the CPU
// time (utime + stime, /proc/<pid>/stat) of the web server and of the database before and
// after: the supervisor process that runs PGlite, or the PostgreSQL backends of the bench's
// own database. Prints ms of CPU per request for each, with requests/s for reference.
//
// First, the same on a bare Next.js app of the same next/react (bench/lib/bare-next.ts): its
// static page, and its dynamic page rendered per request and doing nothing else, the framework's
// own floor under any signed-in page (CPU of the bare server's whole process tree).
//
// Options: --db=embedded|postgres|both (default both; PostgreSQL needs TEST_DATABASE_URL),
// --requests=N (default 1000), --no-build, --profile (the servers write V8 CPU profiles to
// .data/cpu-profiles/ when they stop: bench/lib/cpu-profile.cjs), --only=name
// (a target whose name contains it). BENCH_PORT (default 3900): the servers use +0, +1 and
// +4 (the bare app).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { postgresClient } from '../lib/db/postgres-client';
import { BARE_DYNAMIC_PATH, buildBareNext, startBareNext } from './lib/bare-next';
import { cpuMs } from './lib/cpu';
import { serverTimes } from './lib/load';
import { processTree } from './lib/memory';
import { startServer, type RunningServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { round } from './lib/stats';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const which = option('db') ?? 'both';
const REQUESTS = Number(option('requests') ?? 1000);
const only = option('only');
const profile = argv.includes('--profile');
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3900);
const AUTH_SECRET = process.env.AUTH_SECRET ?? 'bench-secret-'.padEnd(48, 'x');
const pgAdminUrl = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;

type Target = { name: string; host: string; path: string; cookie?: string };

/** `webPids` and `dbPids` name the processes whose CPU counts as the web server's and the database's. */
async function measure(port: number, target: Target, webPids: () => number[], dbPids: () => number[]) {
  const headers = { host: target.host, ...(target.cookie ? { cookie: target.cookie } : {}) };
  await serverTimes(port, target.host, target.path, headers, 20);
  // Then a burst under the same load, so the JIT has compiled the render path before the
  // measured requests (a cold server's first page measured 2x its steady cost).
  await autocannon({ url: `http://127.0.0.1:${port}${target.path}`, connections: 10, amount: 300, headers });
  const webBefore = cpuMs(webPids());
  const dbBefore = cpuMs(dbPids());
  const started = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    connections: 10,
    amount: REQUESTS,
    headers,
  });
  const seconds = (performance.now() - started) / 1000;
  const bad = result.errors + result.timeouts + result.non2xx;
  return {
    target: target.name,
    webCpuMsPerRequest: round((cpuMs(webPids()) - webBefore) / REQUESTS, 2),
    dbCpuMsPerRequest: round((cpuMs(dbPids()) - dbBefore) / REQUESTS, 2),
    requestsPerSecond: Math.round(REQUESTS / seconds),
    p50Ms: result.latency.p50,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    errors: bad,
  };
}

async function run(db: 'embedded' | 'postgres', server: RunningServer, dbPids: () => number[]) {
  const port = server.port;
  const portal = `portal.localhost:${port}`;
  const admin = await signIn(`http://${portal}`, 'admin@demo.test');
  const client = await signIn(`http://${portal}`, 'client@demo.test');
  const targets: Target[] = [
    { name: 'Home', host: `localhost:${port}`, path: '/' },
    { name: 'Dashboard (admin)', host: portal, path: '/dashboard', cookie: admin },
    { name: 'Dashboard (client)', host: portal, path: '/dashboard', cookie: client },
    { name: '/admin/clients', host: portal, path: '/admin/clients', cookie: admin },
    { name: '/admin/projects', host: portal, path: '/admin/projects', cookie: admin },
    { name: '/api/unread (admin)', host: portal, path: '/api/unread', cookie: admin },
  ].filter((t) => !only || t.name.includes(only));
  const web = server.nextPid();
  if (!web) throw new Error('No Next.js server process found');
  const rows = [];
  for (const t of targets) rows.push(await measure(port, t, () => [web], dbPids));
  console.log(`\n${db}, ${REQUESTS} requests per target, 10 connections:`);
  console.table(rows);
}

/** The framework's floor: a bare Next.js app's static page and its dynamic page. */
async function bare(build: boolean) {
  const port = BASE_PORT + 4;
  const server = await startBareNext(buildBareNext({ rebuild: build }), port);
  try {
    const host = `localhost:${port}`;
    const targets: Target[] = [
      { name: 'Bare Next.js static page', host, path: '/' },
      { name: 'Bare Next.js dynamic page', host, path: BARE_DYNAMIC_PATH },
    ].filter((t) => !only || t.name.includes(only));
    const rows = [];
    for (const t of targets)
      rows.push(
        await measure(
          port,
          t,
          () => processTree(server.pid),
          () => [],
        ),
      );
    console.log(`\nbare Next.js, ${REQUESTS} requests per target, 10 connections:`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

function serverEnv(extra: Record<string, string>): Record<string, string> {
  if (!profile) return extra;
  const dir = path.resolve('.data/cpu-profiles');
  mkdirSync(dir, { recursive: true });
  const preload = path.resolve('bench/lib/cpu-profile.cjs');
  return { ...extra, CPU_PROFILE_DIR: dir, NODE_OPTIONS: `--require ${preload}` };
}

async function embedded() {
  const dataDir = path.resolve(`.data/bench-${BASE_PORT}-cpu`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  // The first start creates and seeds the database; the measured one starts on it ready.
  await (await startServer(env, BASE_PORT)).stop();
  const server = await startServer(serverEnv(env), BASE_PORT);
  try {
    // PGlite runs in the supervisor (the server's root process); the web server is its child.
    await run('embedded', server, () => [server.process.pid!]);
  } finally {
    await server.stop();
  }
}

async function onPostgres() {
  if (!pgAdminUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL (or BENCH_PG_URL)');
  const name = `bench_${BASE_PORT}_cpu`;
  const admin = postgresClient(pgAdminUrl, { max: 1, onnotice: () => {} });
  const port = BASE_PORT + 1;
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      AUTH_SECRET,
      ROOT_DOMAIN: `localhost:${port}`,
      ALLOW_INSECURE_LOCAL_PRODUCTION: '1',
      SEED_DEMO: '1',
    };
    const server = await startServer(serverEnv(env), port);
    // The backends serving this database (same machine): their pids are its processes.
    let backends: number[] = [];
    const refresh = async () => {
      const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${name}`;
      backends = rows.map((r) => r.pid);
    };
    const timer = setInterval(() => void refresh(), 500);
    try {
      await refresh();
      await run('postgres', server, () => backends);
    } finally {
      clearInterval(timer);
      await server.stop();
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function main() {
  const build = !argv.includes('--no-build');
  if (build) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  await bare(build);
  if (which === 'embedded' || which === 'both') await embedded();
  if (which === 'postgres' || which === 'both') await onPostgres();
  if (profile) console.log(`\nCPU profiles: ${path.resolve('.data/cpu-profiles')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
