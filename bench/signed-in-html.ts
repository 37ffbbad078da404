// `npm run bench:html`: how heavy each signed-in page is at the demo seed. Starts the built
// server on a fresh embedded database (seeded with the demo), signs in as the demo client and
// admin, and fetches each page once: the bytes of the whole HTML, and of it the inline React
// payload (the self.__next_f.push scripts). Sizes, not timings: the same on a busy machine.
// Writes bench/results/signed-in-html.{json,md}; with BENCH_HTML_DIR=<folder> it also keeps each
// page's HTML there.
// BENCH_HTML_BEFORE=<an earlier signed-in-html.json> adds a before/after table to the results.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { getText } from './lib/load';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
/** Optional: a folder to keep each page's HTML in, to see what makes it heavy. */
const SAVE_TO = process.env.BENCH_HTML_DIR;
/** Stands for the first project the client's project list links to. */
const PROJECT_PAGE = '/projects/<first>';
/** That project's software audit, a page of its own (docs/decisions/0073). */
const PROJECT_AUDIT = `${PROJECT_PAGE}/audit`;

const PAGES = {
  'client@demo.test': [
    '/dashboard',
    '/projects',
    PROJECT_PAGE,
    PROJECT_AUDIT,
    '/files',
    '/billing',
    '/support',
    '/team',
    '/notifications',
    '/account',
  ],
  'admin@demo.test': [
    '/dashboard',
    '/admin/clients',
    '/admin/projects',
    '/admin/users',
    '/admin/inquiries',
    '/admin/bookings',
    '/admin/support',
    '/admin/files',
    '/admin/security',
    '/admin/activity',
    '/admin/settings',
  ],
};

const PAYLOAD = /<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;

function kb(bytes: number) {
  return Math.round(bytes / 102.4) / 10;
}

async function firstProject(host: string, cookie: string): Promise<string> {
  const match = /href="(\/projects\/[0-9a-f-]{36})"/.exec(await getText(PORT, host, '/projects', { cookie }));
  if (!match) throw new Error('The demo client has no project to measure');
  return match[1];
}

type Row = { who: string; page: string; htmlKB: number; payloadKB: number };

/** The same pages in an earlier run (BENCH_HTML_BEFORE), beside this one. */
function comparison(rows: Row[]): string[] {
  const file = process.env.BENCH_HTML_BEFORE;
  if (!file) return [];
  const before = JSON.parse(readFileSync(file, 'utf8')) as { at: string; commit: string; rows: Row[] };
  const earlier = (r: Row) => before.rows.find((b) => b.who === r.who && b.page === r.page);
  return [
    `## Against commit ${before.commit} (run ${before.at})`,
    '',
    '| who | page | HTML KB before | HTML KB now | payload KB before | payload KB now |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => {
      const b = earlier(r);
      return `| ${r.who} | ${r.page} | ${b?.htmlKB ?? '–'} | ${r.htmlKB} | ${b?.payloadKB ?? '–'} | ${r.payloadKB} |`;
    }),
    '',
  ];
}

async function main() {
  const dataDir = path.resolve(`.data/bench-html-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({ DATA_DIR: dataDir }, PORT);
  const host = `portal.localhost:${PORT}`;
  const rows: Row[] = [];
  try {
    for (const [email, pages] of Object.entries(PAGES)) {
      const cookie = await signIn(`http://${host}`, email);
      for (const listed of pages) {
        const page = listed.startsWith(PROJECT_PAGE)
          ? listed.replace(PROJECT_PAGE, await firstProject(host, cookie))
          : listed;
        const html = await getText(PORT, host, page, { cookie });
        if (SAVE_TO) {
          mkdirSync(SAVE_TO, { recursive: true });
          writeFileSync(path.join(SAVE_TO, `${email.split('@')[0]}${page.replaceAll('/', '_')}.html`), html);
        }
        const payload = [...html.matchAll(PAYLOAD)].reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);
        rows.push({
          who: email.split('@')[0],
          page: listed,
          htmlKB: kb(Buffer.byteLength(html)),
          payloadKB: kb(payload),
        });
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const dirty = execSync('git status --porcelain').toString().trim() ? ' (with uncommitted changes)' : '';
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
  const at = new Date().toISOString();
  writeFileSync('bench/results/signed-in-html.json', `${JSON.stringify({ at, commit, machine, rows }, null, 2)}\n`);
  writeFileSync(
    'bench/results/signed-in-html.md',
    [
      '# Signed-in pages: HTML size at the demo seed',
      '',
      `Run ${at} at commit ${commit}${dirty} on ${machine}. Produced by \`npm run bench:html\`: one uncompressed`,
      'response per page; "payload" is the inline React payload within it (the `self.__next_f.push` scripts). KB = 1024 bytes.',
      '',
      '| who | page | HTML KB | payload KB |',
      '| --- | --- | --- | --- |',
      ...rows.map((r) => `| ${r.who} | ${r.page} | ${r.htmlKB} | ${r.payloadKB} |`),
      '',
      ...comparison(rows),
    ].join('\n'),
  );
  console.table(rows);
}

await main();
