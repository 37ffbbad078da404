// `npm run bench`: builds and starts the production server itself on the large data set,
// then measures and writes bench/results/latest.json and latest.md.
// Options: --no-build (reuse .next), --quick (shorter load tests), --lighthouse-only (first-load
// JS and Lighthouse, without the server-time and load tests), DATABASE_URL=… to also measure
// on PostgreSQL, BENCH_PORT=… when another bench may be running on the same machine.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedDatabaseUrl } from '../lib/db/embedded-url';
import { adminScreens } from './lib/admin-screens';
import { firstLoadJs } from './lib/first-load-js';
import { prerenderedHtmlPath, publicPages } from './lib/public-pages';
import { runLighthouse, type LighthouseResult } from './lib/lighthouse';
import { getText, loadTest, serverTimes } from './lib/load';
import { measureRecovery } from './lib/recovery';
import { peakMemoryMiB } from './lib/memory';
import { startServer, type RunningServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { percentile, round } from './lib/stats';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const lighthouseOnly = args.has('--lighthouse-only');
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const dataDir = path.resolve(`.data/bench-${PORT}`);
const mainHost = `localhost:${PORT}`;
const portal = `portal.localhost:${PORT}`;

function step(message: string) {
  console.log(`\n▶ ${message}`);
}

function npm(script: string, env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`npm run ${script} failed`);
}

/** Signs the admin in through the real form and returns the session cookie. */
const adminCookie = () => signIn(`http://${portal}`, 'admin@demo.test');

async function measureServerTimes(server: RunningServer, cookie: string, databaseUrl: string) {
  const rows = [];
  for (const screen of await adminScreens(databaseUrl)) {
    try {
      const times = await serverTimes(server.port, portal, screen.path, { cookie }, quick ? 8 : 20);
      rows.push({ ...screen, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) });
    } catch (error) {
      rows.push({ ...screen, p50Ms: null, p95Ms: null, error: (error as Error).message });
    }
    console.log(`  ${screen.name}: ${JSON.stringify(rows.at(-1))}`);
  }
  return rows;
}

async function main() {
  const startedAt = new Date();
  if (!args.has('--no-build')) {
    step('Building');
    npm('build');
  }

  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (!lighthouseOnly) {
    step('Seeding the large data set (embedded PGlite)');
    npm('seed:large', { DATA_DIR: dataDir, DATABASE_URL: '' });
  }

  const PUBLIC_PAGES = publicPages();
  step('First-load JavaScript per public route (from the build)');
  const js = PUBLIC_PAGES.map((route) => ({
    route,
    ...firstLoadJs(readFileSync(prerenderedHtmlPath(route)!, 'utf8')),
  }));
  console.table(js);

  step('Starting the production server on the embedded database');
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, PORT);
  const embeddedUrl = embeddedDatabaseUrl(dataDir);
  const result: Record<string, unknown> = {};
  try {
    const loginHtml = await getText(PORT, portal, '/login');
    js.push({ route: 'portal /login', ...firstLoadJs(loginHtml) });

    step('Lighthouse (mobile) on the public pages and the portal sign-in');
    const lighthouse = await runLighthouse([
      ...PUBLIC_PAGES.map((p) => `http://${mainHost}${p}`),
      ...(process.env.BENCH_PAGES ? [] : [`http://${portal}/login`]),
    ]);
    console.table(lighthouseRows(lighthouse));
    result.lighthouse = lighthouse;
    if (!lighthouseOnly) await measureUnderLoad(server, embeddedUrl, result);
  } finally {
    await server.stop();
  }

  const databaseUrl = lighthouseOnly ? undefined : process.env.DATABASE_URL;
  if (databaseUrl) {
    await measurePostgres(databaseUrl, result);
  }
  if (!lighthouseOnly) {
    step('Recovery after a database restart (throwaway PostgreSQL 15, bench/lib/recovery.ts)');
    const recovery = await measureRecovery();
    if (recovery) console.table(recovery);
    else console.log('  skipped: PostgreSQL 15 binaries not found (/usr/lib/postgresql/15/bin)');
    result.recovery = recovery ?? [];
  }
  writeResults(startedAt, js, result);
}

async function measureUnderLoad(server: RunningServer, embeddedUrl: string, result: Record<string, unknown>) {
  const cookie = await adminCookie();
  step('Server time per admin screen at the large seed (PGlite)');
  const embeddedTimes = await measureServerTimes(server, cookie, embeddedUrl);

  step('Throughput under load (autocannon on loopback)');
  const seconds = quick ? 5 : 10;
  const load = [
    await loadTest(PORT, mainHost, '/', {}, seconds),
    await loadTest(PORT, mainHost, '/education', {}, seconds),
    await loadTest(PORT, portal, '/dashboard', { cookie }, seconds),
    await loadTest(PORT, portal, '/admin/clients', { cookie }, seconds),
  ];
  console.table(load);
  const peak = peakMemoryMiB(server.nextPid());
  Object.assign(result, {
    load,
    serverTimes: { pglite: embeddedTimes },
    peakMemoryMiB: { pglite: peak },
  });
}

async function measurePostgres(databaseUrl: string, result: Record<string, unknown>) {
  step('Seeding and measuring on PostgreSQL (DATABASE_URL)');
  npm('seed:large', {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-'.padEnd(48, 'x'),
  });
  const pg = await startServer(
    { DATABASE_URL: databaseUrl, AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-'.padEnd(48, 'x') },
    PORT + 1,
  );
  try {
    const pgPortal = `portal.localhost:${PORT + 1}`;
    const browserCookie = await signIn(`http://${pgPortal}`, 'admin@demo.test');
    const rows = [];
    for (const screen of await adminScreens(databaseUrl)) {
      const times = await serverTimes(pg.port, pgPortal, screen.path, { cookie: browserCookie }, quick ? 8 : 20);
      rows.push({ ...screen, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) });
      console.log(`  ${screen.name}: ${JSON.stringify(rows.at(-1))}`);
    }
    (result.serverTimes as Record<string, unknown>).postgres = rows;
    (result.peakMemoryMiB as Record<string, unknown>).postgres = peakMemoryMiB(pg.nextPid());
  } finally {
    await pg.stop();
  }
}

function writeResults(startedAt: Date, js: Record<string, unknown>[], result: Record<string, unknown>) {
  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    commit: execSync('git rev-parse --short HEAD').toString().trim(),
    // The machine may be shared: the load average says how much else ran during the measurement.
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  const output = { startedAt: startedAt.toISOString(), machine, lighthouseOnly, firstLoadJs: js, ...result };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', `${JSON.stringify(output, null, 2)}\n`);
  writeFileSync('bench/results/latest.md', renderMarkdown(output));
  console.log('\nWrote bench/results/latest.json and bench/results/latest.md');
}

type Output = Record<string, unknown> & { machine: Record<string, unknown>; startedAt: string };

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '_none_\n';
  const keys = Object.keys(rows[0]);
  return (
    [
      `| ${keys.join(' | ')} |`,
      `| ${keys.map(() => '---').join(' | ')} |`,
      ...rows.map((r) => `| ${keys.map((k) => String(r[k] ?? '')).join(' | ')} |`),
    ].join('\n') + '\n'
  );
}

function lighthouseRows(results: LighthouseResult[]) {
  return results.map((l) => ({
    url: l.url,
    ...l.scores,
    'LCP ms': l.lcpMs,
    'TBT ms': l.tbtMs,
    CLS: l.cls,
    'performance, every run': (l.performanceRuns ?? []).join(' '),
    'runs repeated': (l.repeatedRuns ?? []).join(' ') || 'none',
  }));
}

function renderMarkdown(o: Output): string {
  const lighthouse = (o.lighthouse as LighthouseResult[]) ?? [];
  const times = (o.serverTimes as Record<string, Record<string, unknown>[]>) ?? {};
  return [
    '# Benchmark results',
    '',
    `Run ${o.startedAt} at commit ${o.machine.commit} on ${o.machine.cpu}, ${o.machine.cores} cores, ${o.machine.memoryGiB} GiB, Node ${o.machine.node} (${o.machine.os}); load average at the end ${String(o.machine.loadAverage ?? 'not recorded')}.`,
    o.lighthouseOnly
      ? 'Data: the demo seed. Produced by `npm run bench -- --lighthouse-only`: Lighthouse and first-load JavaScript only, so the load sections below are empty.'
      : 'Data: 10,000 clients, 50,000 projects, 2,000 audits, 1,000 inquiries (`npm run seed:large`). Produced by `npm run bench`.',
    '',
    '## Lighthouse (mobile)',
    '',
    `Median of ${lighthouse[0]?.performanceRuns?.length ?? 1} runs per page, chosen by Lighthouse (the run nearest the median FCP and TTI), with every run's performance score; a run Lighthouse could not record (its error code is listed) is run again.`,
    '',
    table(lighthouseRows(lighthouse)),
    'Audits that lost points in the median run (score below 1):',
    '',
    ...lighthouse.map((l) => `- ${l.url}: ${l.runtimeError ?? (l.failing.length > 0 ? l.failing.join(', ') : 'none')}`),
    '',
    '## First-load JavaScript',
    '',
    table(o.firstLoadJs as Record<string, unknown>[]),
    '## Throughput (autocannon, 10 connections, loopback)',
    '',
    table((o.load as Record<string, unknown>[]) ?? []),
    ...Object.entries(times).flatMap(([db, rows]) => [`## Server time per admin screen (${db})`, '', table(rows)]),
    '## Peak memory of the server process (MiB)',
    '',
    table(o.peakMemoryMiB ? [o.peakMemoryMiB as Record<string, unknown>] : []),
    '## Recovery after a database restart (PostgreSQL, under load)',
    '',
    'Time from PostgreSQL accepting connections again until every request succeeded (signed-in page reads and contact-form writes, 4 workers); the slowest request includes those that failed during the outage.',
    '',
    table((o.recovery as Record<string, unknown>[]) ?? []),
  ].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
