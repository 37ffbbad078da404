// `npm run bench:lighthouse-signed-in`: Lighthouse (mobile) on signed-in pages, in both themes.
// Starts the built server on a fresh embedded database (seeded with the demo), signs in as the
// demo client and admin through the real form, and runs Lighthouse on the client dashboard, a
// client project page, client billing and the admin dashboard, each with the session cookie and
// the theme cookie set to light and then dark (the demo people have no theme in their profile,
// so the cookie decides, as for anyone who chose in this browser). Targets: performance ≥ 95,
// accessibility and best practices 100. The load average at the start and end is recorded:
// performance under simulated throttling still moves with how busy the machine is.
// Writes bench/results/signed-in-lighthouse.{json,md}; exits 1 when a score misses its target.
// Options: BENCH_PORT (default 3295), LIGHTHOUSE_RUNS (default 5 per page and theme).
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { THEME_COOKIE } from '../lib/theme/themes';
import { runLighthouse, type LighthouseResult } from './lib/lighthouse';
import { getText } from './lib/load';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const THEMES = ['light', 'dark'] as const;
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100 };

type Row = { who: string; page: string; theme: (typeof THEMES)[number]; result: LighthouseResult };

/** The first of the client's projects, as its project list links to it. */
async function firstProjectPath(host: string, cookie: string): Promise<string> {
  const html = await getText(PORT, host, '/projects', { cookie });
  const match = /href="(\/projects\/[0-9a-f-]{36})"/.exec(html);
  if (!match) throw new Error('The demo client has no project to measure');
  return match[1];
}

async function main() {
  const loadAtStart = os.loadavg();
  const startedAt = new Date().toISOString();
  const dataDir = path.resolve(`.data/bench-lighthouse-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({ DATA_DIR: dataDir }, PORT);
  const host = `portal.localhost:${PORT}`;
  const rows: Row[] = [];
  try {
    const client = await signIn(`http://${host}`, 'client@demo.test');
    const admin = await signIn(`http://${host}`, 'admin@demo.test');
    const pages = [
      { who: 'client', cookie: client, page: '/dashboard' },
      { who: 'client', cookie: client, page: await firstProjectPath(host, client) },
      { who: 'client', cookie: client, page: '/billing' },
      { who: 'admin', cookie: admin, page: '/dashboard' },
    ];
    for (const theme of THEMES) {
      for (const { who, cookie, page } of pages) {
        console.log(`  ${who} ${page}, ${theme}`);
        const [result] = await runLighthouse([`http://${host}${page}`], {
          extraHeaders: { Cookie: `${cookie}; ${THEME_COOKIE}=${theme}` },
        });
        rows.push({ who, page, theme, result });
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeResults(startedAt, loadAtStart, rows);
}

const round2 = (load: number[]) => load.map((l) => Math.round(l * 100) / 100).join(', ');

function misses(r: LighthouseResult): string[] {
  return [
    r.scores.performance < TARGETS.performance && `performance ${r.scores.performance}`,
    r.scores.accessibility < TARGETS.accessibility && `accessibility ${r.scores.accessibility}`,
    r.scores.bestPractices < TARGETS.bestPractices && `best practices ${r.scores.bestPractices}`,
  ].filter((m): m is string => Boolean(m));
}

function writeResults(startedAt: string, loadAtStart: number[], rows: Row[]) {
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const dirty = execSync('git status --porcelain --untracked-files=no').toString().trim() !== '';
  const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
  const loadAtEnd = os.loadavg();
  const runs = rows[0]?.result.performanceRuns.length ?? 0;
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/signed-in-lighthouse.json',
    `${JSON.stringify({ startedAt, commit, dirty, machine, loadAtStart, loadAtEnd, targets: TARGETS, rows }, null, 2)}\n`,
  );
  const failed = rows.filter((r) => misses(r.result).length > 0);
  writeFileSync(
    'bench/results/signed-in-lighthouse.md',
    [
      '# Lighthouse (mobile) on signed-in pages, both themes',
      '',
      `Run ${startedAt} at commit ${commit}${dirty ? ' (with uncommitted changes)' : ''} on ${machine}. Load average at the start ${round2(loadAtStart)}, at the end ${round2(loadAtEnd)} (a shared machine: performance under simulated throttling still moves with it).`,
      `Produced by \`npm run bench:lighthouse-signed-in\`: the demo seed on the embedded database, signed in through the form; the theme chosen by the theme cookie. Median of ${runs} runs per page and theme (Lighthouse's pick), with every run's performance score.`,
      `Targets: performance ≥ ${TARGETS.performance}, accessibility and best practices ${TARGETS.accessibility}. ${failed.length === 0 ? 'All met.' : `${failed.length} of ${rows.length} miss one.`}`,
      '',
      '| who | page | theme | performance | accessibility | best practices | LCP ms | TBT ms | CLS | performance, every run |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        ({ who, page, theme, result: r }) =>
          `| ${who} | ${page.replace(/[0-9a-f-]{36}/, '<id>')} | ${theme} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores.bestPractices} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.performanceRuns.join(' ')} |`,
      ),
      '',
      'Audits that lost points in the median run (score below 1):',
      '',
      ...rows.map(
        ({ who, page, theme, result: r }) =>
          `- ${who} ${page.replace(/[0-9a-f-]{36}/, '<id>')}, ${theme}: ${r.runtimeError ?? (r.failing.length > 0 ? r.failing.join(', ') : 'none')}`,
      ),
      '',
    ].join('\n'),
  );
  console.table(
    rows.map(({ who, page, theme, result: r }) => ({ who, page, theme, ...r.scores, lcp: r.lcpMs, tbt: r.tbtMs })),
  );
  if (failed.length) process.exitCode = 1;
}

await main();
