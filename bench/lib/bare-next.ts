// A bare Next.js app with one static page and one dynamic page, built from the repository's
// own installed next, react and react-dom (no network): the framework's own speed on this
// machine. The static page is the floor for the home page's ratio (issue 20, item 5); the
// dynamic page, rendered on every request and doing nothing else, is the least any page that
// Next.js renders per request costs, the floor under a signed-in page (item 4). It lives under .data/ (ignored by git, ESLint and tsc)
// because Turbopack resolves `next` only inside its workspace root, found from the lockfile.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { get } from './load';

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
};

/** The bare app's own path to its dynamic page. */
export const BARE_DYNAMIC_PATH = '/dynamic';

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

/** `next start` in the bare app's directory; resolves when its page answers. */
export async function startBareNext(dir: string, port: number): Promise<{ pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
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
