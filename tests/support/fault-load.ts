// A bounded load against a running `npm start` for the fault suite: signed-in page
// reads and contact-form writes through the real server action, each write retried with its
// own idempotency key until acknowledged, as a browser would resubmit.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../content/outage';
import { SUPERVISOR_START_ARGS } from '../../lib/server/compiled-server-file';

export type Sample = {
  kind: 'page' | 'write';
  start: number;
  end: number;
  status: number;
  ok: boolean;
  outage: boolean;
};

const root = path.resolve(import.meta.dirname, '../..');

/** The contact form's first state, as the page sends it with a submit. */
const EMPTY_STATE = { status: 'idle', values: {}, fieldErrors: {}, error: null, answer: 0, key: '' };

/** The id Next.js gave a server action in the current build. */
export function actionId(file: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8'));
  for (const [id, entry] of Object.entries(
    manifest.node as Record<string, { exportedName?: string; filename?: string }>,
  )) {
    if (entry.exportedName === name && entry.filename === file) return id;
  }
  throw new Error(`No server action ${name} in ${file}: run npm run build first`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export function request(
  port: number,
  options: {
    host: string;
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
  },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        agent,
        headers: { host: options.host, ...options.headers },
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', () => resolve({ status: 0, body, headers: res.headers }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '', headers: {} }));
    req.end(options.body);
  });
}

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Runs `workers` loops until stop(); pages and writes alternate. */
export function startLoad(opts: {
  port: number;
  rootDomain: string;
  cookie?: string;
  workers?: number;
  submitId: string;
}) {
  const samples: Sample[] = [];
  const acknowledged = new Set<string>();
  const attempted = new Set<string>();
  let running = true;
  const main = opts.rootDomain;
  const portal = `portal.${opts.rootDomain}`;

  async function write(token: string, key: string): Promise<boolean> {
    const values = {
      fullName: 'Fault Test',
      email: 'fault@example.test',
      company: 'Faults Inc',
      phone: '',
      projectType: 'other',
      budget: '5k-15k',
      timeline: 'asap',
      description: `Fault suite write ${token}: please keep exactly one of these.`,
      website: '',
      idempotencyKey: key,
    };
    // The contact form's server action as the browser calls it (React's reply encoding: the
    // form's fields under "_1_", then the argument list in "0" naming that form data "$K1").
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(`_1_${name}`, value);
    form.append('0', JSON.stringify([{ ...EMPTY_STATE }, '$K1']));
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type')!;
    const body = await encoded.text();
    const start = Date.now();
    const res = await request(opts.port, {
      host: main,
      path: '/contact',
      method: 'POST',
      headers: {
        'next-action': opts.submitId,
        'content-type': contentType,
        accept: 'text/x-component',
        'x-real-ip': nextIp(),
      },
      body,
    });
    const ok = res.status === 200 && res.body.includes('"status":"sent"');
    samples.push({
      kind: 'write',
      start,
      end: Date.now(),
      status: res.status,
      ok,
      outage: res.body.includes(DATABASE_UNAVAILABLE_MESSAGE),
    });
    return ok;
  }

  async function page(): Promise<void> {
    const start = Date.now();
    const headers: Record<string, string> = opts.cookie ? { cookie: opts.cookie } : {};
    let res = await request(opts.port, { host: portal, path: '/dashboard', headers });
    // A page that met the outage while rendering sends the browser on to the 503 page
    // (lib/outage/page-outage.ts): followed as a browser would, once, on the same host.
    const location = res.headers.location;
    if (res.status === 307 && location?.startsWith('/')) {
      res = await request(opts.port, { host: portal, path: location, headers });
    }
    samples.push({
      kind: 'page',
      start,
      end: Date.now(),
      status: res.status,
      ok: res.status === 200,
      outage: res.status === 503,
    });
  }

  async function worker(n: number) {
    let pending: { token: string; key: string } | null = null;
    for (let i = 0; running; i++) {
      if ((i + n) % 2 === 0 || !opts.cookie) {
        pending ??= { token: randomUUID(), key: randomUUID() };
        attempted.add(pending.token);
        if (await write(pending.token, pending.key)) {
          acknowledged.add(pending.token);
          pending = null;
        } else await new Promise((r) => setTimeout(r, 200));
      } else {
        await page();
      }
    }
  }
  const done = Promise.all(Array.from({ length: opts.workers ?? 4 }, (_, n) => worker(n)));
  return {
    samples,
    acknowledged,
    attempted,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/**
 * After the database came back at `upAt`: how long until every request succeeded (the
 * start of the last streak of successes that runs to the end), 0 if none failed after.
 */
export function recoveryMs(samples: Sample[], upAt: number): number {
  const after = samples.filter((s) => s.end >= upAt).sort((a, b) => a.start - b.start);
  let lastFailure = -1;
  after.forEach((s, i) => {
    if (!s.ok) lastFailure = i;
  });
  if (lastFailure === -1) return 0;
  const firstGood = after[lastFailure + 1];
  return firstGood ? Math.max(0, firstGood.start - upAt) : Number.POSITIVE_INFINITY;
}

/** `npm start` without the build: the supervisor, as a supervisor would run it. */
export function startApp(env: Record<string, string>): {
  child: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
} {
  let log = '';
  const child = spawn(process.execPath, [...SUPERVISOR_START_ARGS], {
    cwd: root,
    env: Object.assign({}, process.env, { NODE_ENV: 'production' }, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, log: () => log, exited };
}

export async function waitForHttp(port: number, host: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await request(port, { host, path: '/', timeoutMs: 5000 });
    if (res.status > 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server on ${port} did not answer within ${timeoutMs} ms`);
}
