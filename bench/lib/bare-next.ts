// A bare Next.js app built from the repository's own installed next, react and react-dom (no
// network): the framework's own speed on this machine, with nothing of the product in it.
// - `/`, a static page: the floor for the home page's ratio.
// - `/dynamic`, rendered on every request and doing nothing else: the least any page that
//   Next.js renders per request costs.
// - `/portal-floor/<rows>`: what every signed-in page of the portal needs from the framework,
//   and nothing of the portal's own work: a proxy that makes a nonce, sends it in the CSP and
//   rewrites into the route tree (as proxy.ts does for the portal's host), a shell with the
//   sidebar's links, a `loading` boundary (the portal's loading state), and a table of <rows>
//   rows, so the page can be made as large as a signed-in page it is compared with. No
//   session, no database. Its proxy's matcher leaves the other two pages alone.
// - `/portal-floor/session/<rows>`: the same, plus the least work the portal's rules ask of
//   every signed-in request: a session check against the database (one statement on a pool of
//   ten, as the portal's is) and one transaction switched to the user's claims with one read
//   in it, through postgres.js, the portal's driver. The statements touch no table, so the
//   database's share is smaller than any real page's. Only when the app is started with
//   a database (`startBareNext`'s `databaseUrl`).
// It lives under .data/ (ignored by git, ESLint and tsc) because Turbopack resolves `next`
// only inside its workspace root, found from the lockfile.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { get, getText } from './load';

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bench-bare-next', private: true, type: 'module' }),
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx': `export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>Prerendered at build time, served by next start.</p>
    </main>
  );
}
`,
  'app/dynamic/page.jsx': `import { connection } from 'next/server';

export default async function Page() {
  await connection();
  return (
    <main>
      <h1>A bare dynamic Next.js page</h1>
      <p>Rendered on every request by next start: no data, no session, no proxy.</p>
    </main>
  );
}
`,
  'proxy.js': `import { NextResponse } from 'next/server';

// The portal's proxy for a signed-in page, less the session: a fresh nonce, the CSP that
// carries it (Next.js reads it from the request to put it on its scripts), and a rewrite.
export function proxy(request) {
  const nonce = btoa(crypto.randomUUID());
  const csp = [
    "default-src 'self'",
    \`script-src 'self' 'nonce-\${nonce}' 'strict-dynamic'\`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', csp);
  const target = new URL(request.nextUrl.pathname.replace(/^\\/portal-floor/, '/floor'), request.url);
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = { matcher: ['/portal-floor/:path*'] };
`,
  'app/floor/layout.jsx': `import Link from 'next/link';
import { connection } from 'next/server';

const NAV = ['Dashboard', 'Clients', 'Projects', 'Inquiries', 'Support', 'Billing', 'Users', 'Settings', 'Security', 'Outbox', 'Notifications', 'Account'];

export default async function Shell({ children }) {
  await connection();
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <aside className="border-b border-slate-200 bg-white p-4 md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <p className="px-3 text-base font-bold text-slate-900">A firm</p>
        <nav aria-label="Admin" className="mt-6">
          <ul className="space-y-1">
            {NAV.map((item) => (
              <li key={item}>
                <Link href={\`/portal-floor/\${item.toLowerCase()}\`} className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
                  {item}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 border-t border-slate-200 px-3 pt-4">
          <p className="truncate text-sm font-medium text-slate-900">Someone signed in</p>
          <p className="truncate text-xs text-slate-600">someone@example.test</p>
        </div>
      </aside>
      <main id="main" className="flex-1 p-4 md:p-8">
        {children}
      </main>
    </div>
  );
}
`,
  'app/floor/loading.jsx': `export default function Loading() {
  return (
    <div role="status" className="flex items-center gap-3 p-8 text-slate-700">
      Loading...
    </div>
  );
}
`,
  'app/floor/rows-table.jsx': `/** The number of rows asked for in the path, within bounds. */
export function rowsOf(segment) {
  return Math.min(5000, Math.max(0, Number.parseInt(segment, 10) || 0));
}

/** A heading and a table of \`rows\` rows: what lets a floor page be made as large as another. */
export function RowsTable({ rows }) {
  return (
    <>
      <h1 className="text-2xl font-bold">A page of {rows} rows</h1>
      <table className="mt-6 min-w-full text-left text-sm">
        <thead>
          <tr className="text-xs text-slate-600 uppercase">
            <th scope="col" className="px-4 py-2">Name</th>
            <th scope="col" className="px-4 py-2">Email</th>
            <th scope="col" className="px-4 py-2">Status</th>
            <th scope="col" className="px-4 py-2 text-right">Projects</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i}>
              <th scope="row" className="px-4 py-2 font-normal text-slate-800">
                <a href={\`/portal-floor/clients/\${i}\`} className="text-brand-700 underline">Client {i}</a>
              </th>
              <td className="px-4 py-2 text-slate-600">client{i}@example.test</td>
              <td className="px-4 py-2">
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Active</span>
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{i % 7}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
`,
  'app/floor/[rows]/page.jsx': `import { RowsTable, rowsOf } from '../rows-table';

export default async function Page({ params }) {
  return <RowsTable rows={rowsOf((await params).rows)} />;
}
`,
  'app/floor/session/[rows]/page.jsx': `import { cookies } from 'next/headers';
import postgres from 'postgres';
import { RowsTable, rowsOf } from '../../rows-table';

const url = process.env.FLOOR_DATABASE_URL;
const sql = (globalThis.floorSql ??= url ? postgres(url, { max: 10, onnotice: () => {} }) : null);

export default async function Page({ params }) {
  if (!sql) throw new Error('Started without FLOOR_DATABASE_URL');
  const rows = rowsOf((await params).rows);
  const token = (await cookies()).get('portal_session')?.value ?? '';
  // The session check: one statement.
  const [session] = await sql\`select md5(\${token}) as id, now() as checked_at\`;
  // One transaction with the user's claims and role set for it alone, and one read.
  const claims = JSON.stringify({ sub: session.id, role: 'authenticated' });
  await sql.begin((tx) => [
    tx\`select set_config('request.jwt.claims', \${claims}, true), set_config('role', current_user, true)\`,
    tx\`select now() as read_at\`,
  ]);
  return <RowsTable rows={rows} />;
}
`,
};

/** The bare app's own path to its dynamic page. */
export const BARE_DYNAMIC_PATH = '/dynamic';

/** The two floors' paths, before the number of rows (see the top). */
export const FLOOR_PATHS = { portal: '/portal-floor/', withSession: '/portal-floor/session/' } as const;

/**
 * The path of one of the bare app's floors (see the top) as large as a page of `bytes` bytes:
 * the number of rows is read off that floor's own size at 0 and 100 rows, so it matches within
 * a row.
 */
export async function floorPathFor(
  port: number,
  bytes: number,
  floor: (typeof FLOOR_PATHS)[keyof typeof FLOOR_PATHS] = FLOOR_PATHS.portal,
): Promise<string> {
  const host = `localhost:${port}`;
  const size = async (rows: number) => Buffer.byteLength(await getText(port, host, `${floor}${rows}`));
  const empty = await size(0);
  const perRow = ((await size(100)) - empty) / 100;
  return `${floor}${Math.max(0, Math.round((bytes - empty) / perRow))}`;
}

const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

/** Writes and builds the app (again when `rebuild`, or when its files changed); returns its directory. */
export function buildBareNext({ rebuild }: { rebuild: boolean }): string {
  const dir = path.resolve('.data/bench-bare-next');
  const stamp = path.join(dir, '.next/bench-files.sha256');
  const files = createHash('sha256').update(JSON.stringify(FILES)).digest('hex');
  const built = existsSync(path.join(dir, '.next/BUILD_ID')) && existsSync(stamp);
  if (!rebuild && built && readFileSync(stamp, 'utf8') === files) return dir;
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('Building the bare Next.js app failed');
  writeFileSync(stamp, files);
  return dir;
}

/**
 * `next start` in the bare app's directory; resolves when its page answers. With `databaseUrl`
 * (a PostgreSQL server; the statements need no tables) the session floor can be asked for.
 */
export async function startBareNext(
  dir: string,
  port: number,
  { databaseUrl }: { databaseUrl?: string } = {},
): Promise<{ pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      ...(databaseUrl ? { FLOOR_DATABASE_URL: databaseUrl } : {}),
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The bare Next.js server stopped:\n${output}`);
    if ((await get(port, `localhost:${port}`, '/').catch(() => 0)) === 200) break;
    if (Date.now() > deadline) throw new Error(`The bare Next.js server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
