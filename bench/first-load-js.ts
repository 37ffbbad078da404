// `npm run bench:js`: first-load JavaScript per public route, read from the last `next build`
// (no server, no browser, so it is the same on a busy machine as on a quiet one): the HTML
// files the build adapter recorded (bench/lib/public-pages.ts).
// For each public page and chapter: the script files its prerendered HTML loads (raw and gzip
// level 9, as bench/lib/first-load-js.ts counts them) and the inline payload React hydrates
// from; then each script file with the routes that load it, so a change shows where it landed.
// Writes bench/results/first-load-js.{json,md}. `--compare <old.json>` adds the old gzip
// figures and the difference per route (keep a copy of the JSON from before a change).
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { firstLoadJs, kib, pageScripts } from './lib/first-load-js';
import { prerenderedHtmlPath, publicPages } from './lib/public-pages';

type Row = ReturnType<typeof firstLoadJs> & { route: string };
type Output = {
  commit: string;
  machine?: string;
  routes: Row[];
  scripts: { src: string; gzipKiB: number; rawKiB: number; routes: string }[];
};

function markdownTable(rows: Record<string, unknown>[]): string {
  const keys = Object.keys(rows[0] ?? {});
  return [
    `| ${keys.join(' | ')} |`,
    `| ${keys.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${keys.map((k) => String(r[k] ?? '')).join(' | ')} |`),
  ].join('\n');
}

function main() {
  const args = process.argv.slice(2);
  const compareWith = args.includes('--compare') ? args[args.indexOf('--compare') + 1] : undefined;
  // The case study list is prerendered too (regenerated like the home page); a case study's
  // own page is generated at its first request, so the build has no copy of it to read.
  const pages = publicPages();
  if (!process.env.BENCH_PAGES) pages.splice(3, 0, '/case-studies');
  const missing = pages.filter((route) => !prerenderedHtmlPath(route));
  if (missing.length) throw new Error(`Not prerendered (run npm run build first): ${missing.join(', ')}`);

  const html = new Map(pages.map((route) => [route, readFileSync(prerenderedHtmlPath(route)!, 'utf8')]));
  const routes: Row[] = pages.map((route) => ({ route, ...firstLoadJs(html.get(route)!) }));

  // Which routes load each file: the framework's shared chunks show as "all".
  const loadedBy = new Map<string, { gzip: number; raw: number; routes: string[] }>();
  for (const route of pages) {
    for (const script of pageScripts(html.get(route)!)) {
      const entry = loadedBy.get(script.src) ?? { gzip: script.gzipBytes, raw: script.rawBytes, routes: [] };
      entry.routes.push(route);
      loadedBy.set(script.src, entry);
    }
  }
  const scripts = [...loadedBy.entries()]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .map(([src, e]) => ({
      src: src.replace('/_next/static/', ''),
      gzipKiB: kib(e.gzip),
      rawKiB: kib(e.raw),
      routes: e.routes.length === pages.length ? 'all' : e.routes.join(' '),
    }));

  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  // The figures are sizes of the build, the same on any machine; named for the record.
  const machine = `${os.cpus().length}× ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.platform()}, Node ${process.version}`;
  const output: Output = { commit, machine, routes, scripts };
  const old = compareWith ? (JSON.parse(readFileSync(compareWith, 'utf8')) as Output) : undefined;
  const shown = routes.map((row) => {
    const before = old?.routes.find((r) => r.route === row.route);
    return before
      ? { ...row, gzipKiBBefore: before.gzipKiB, gzipKiBChange: Math.round((row.gzipKiB - before.gzipKiB) * 10) / 10 }
      : row;
  });
  console.table(shown);
  console.table(scripts);

  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/first-load-js.json', `${JSON.stringify(output, null, 2)}\n`);
  writeFileSync(
    'bench/results/first-load-js.md',
    [
      '# First-load JavaScript per public route',
      '',
      `From the build at commit ${commit} (\`npm run bench:js\`${old ? `, compared with ${old.commit}` : ''}; ${machine}). ` +
        'KiB; gzip at level 9, each file on its own. "inline" is the inline scripts (the RSC payload and bootstrap).',
      '',
      markdownTable(shown),
      '',
      '## Script files and the routes that load them',
      '',
      markdownTable(scripts),
      '',
    ].join('\n'),
  );
  console.log('Wrote bench/results/first-load-js.json and first-load-js.md');
}

main();
