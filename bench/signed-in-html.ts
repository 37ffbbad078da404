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
import { getResponse, getText } from './lib/load';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
/** Optional: a folder to keep each page's HTML in, to see what makes it heavy. */
const SAVE_TO = process.env.BENCH_HTML_DIR;
/**
 * Every signed-in screen of the two demo people. `<name>` stands for the first record of that
 * kind the list page of SOURCES links to, so the detail pages are measured too.
 */
const PAGES = {
  'client@demo.test': [
    '/dashboard',
    '/projects',
    '/projects/<project>',
    // The project's software audit, a page of its own (docs/decisions/0073).
    '/projects/<project>/audit',
    '/projects/<project>/proposal',
    '/files',
    '/billing',
    '/support',
    '/support/<ticket>',
    '/team',
    '/notifications',
    '/account',
    '/account/two-factor',
  ],
  'admin@demo.test': [
    '/dashboard',
    '/admin/this-week',
    '/admin/clients',
    '/admin/clients/<client>',
    // The client's company, a page of its own (docs/decisions/0075).
    '/admin/clients/<client>/company',
    '/admin/clients/new',
    '/admin/projects',
    '/admin/projects/<project>',
    // The project's audit and billing, pages of their own (docs/decisions/0075).
    '/admin/projects/<project>/audit-roi',
    '/admin/projects/<project>/billing',
    '/admin/projects/<project>/plan',
    '/admin/projects/<project>/proposal',
    '/admin/projects/<project>/case-study',
    '/admin/projects/new',
    '/admin/users',
    '/admin/inquiries',
    '/admin/bookings',
    '/admin/support',
    '/admin/support/<ticket>',
    '/admin/files',
    '/admin/security',
    '/admin/activity',
    '/admin/settings',
    '/admin/settings/autopay',
    '/admin/settings/payment-reminders',
    '/admin/settings/proposal-templates',
  ],
  // The mail outbox is the super admin's.
  'superadmin@demo.test': ['/admin/outbox'],
};

/** Where each placeholder's record is found: the list page, and the prefix of its links. */
const SOURCES: Record<string, Record<string, string>> = {
  'client@demo.test': { project: '/projects', ticket: '/support' },
  'admin@demo.test': { project: '/admin/projects', client: '/admin/clients', ticket: '/admin/support' },
  'superadmin@demo.test': {},
};

const PAYLOAD = /<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;

function kb(bytes: number) {
  return Math.round(bytes / 102.4) / 10;
}

/** The first `/list/<uuid>` link on the list page. */
async function firstRecord(host: string, cookie: string, list: string): Promise<string> {
  const links = new RegExp(`href="(${list}/[0-9a-f-]{36})"`);
  const match = links.exec(await getText(PORT, host, list, { cookie }));
  if (!match) throw new Error(`The demo has no record linked from ${list} to measure`);
  return match[1];
}

/** The page's address with each `<name>` made the first record's (which lies under its list). */
async function resolve(page: string, email: string, host: string, cookie: string): Promise<string> {
  const placeholder = /<(\w+)>/.exec(page);
  if (!placeholder) return page;
  const list = SOURCES[email][placeholder[1]];
  return page.replace(`${list}/${placeholder[0]}`, await firstRecord(host, cookie, list));
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
        const page = await resolve(listed, email, host, cookie);
        const { status, body: html } = await getResponse(PORT, host, page, { cookie });
        if (status !== 200) throw new Error(`${page} answered ${status} for ${email}`);
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
