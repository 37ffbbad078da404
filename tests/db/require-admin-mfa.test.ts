import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '@/lib/db/seed-demo';
import { openSeededDatabase } from '../support/seeded-database';
import { navigationMock, nextHeadersMock, redirectOf } from '../support/action-request';

// "Two-factor sign-in required for admins", proven against everything a browser can ask of
// the server: every route handler under app/ (downloads, PDFs, exports, uploads, the JSON
// endpoints) and every server action built with action(), found by walking the files, so a
// new one is covered the day it is added. The admin's session is real (signed in through the
// sign-in action, cookies and all) and every answer comes from the code a request runs.

const request = vi.hoisted(
  () => ({ headers: {}, cookies: new Map(), user: undefined }) as import('../support/action-request').FakeRequest,
);
vi.mock('next/headers', () => nextHeadersMock(request));
vi.mock('next/navigation', () => navigationMock);
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const ROOT = path.resolve(import.meta.dirname, '../..');
const ORIGIN = 'http://portal.localhost:3000';

/** Every file under `dir` (relative to the repository) whose name passes `keep`. */
async function walk(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(relative, keep)));
    else if (keep(entry.name)) found.push(relative);
  }
  return found.sort();
}

/**
 * Route handlers that never ask who is signed in: they answer probes, a signed webhook, a
 * bearer-token cron, a signed unsubscribe link or a static file, and serve no one's account.
 * The test checks that each indeed reads no session.
 */
const SESSIONLESS_ROUTES = new Set([
  'app/api/cron/issue-invoices/route.ts',
  'app/api/debug/round-trips/route.ts',
  'app/api/health/route.ts',
  'app/api/notifications/unsubscribe/route.ts',
  'app/api/ready/route.ts',
  'app/api/stripe/webhook/route.ts',
  'app/robots-private.txt/route.ts',
]);

/** Public actions: signing in and out, links from mails, the public forms. None acts on a session's data. */
const PUBLIC_ACTIONS = new Set([
  'acceptInvitation',
  'bookCall',
  'cancelBooking',
  'completePasswordReset',
  'confirmEmailChange',
  'requestPasswordReset',
  'rescheduleBooking',
  'signIn',
  'signInWithCode',
  'signOut',
  'submitInquiry',
  'undoEmailChange',
  'unsubscribe',
]);

/** What an admin held for two-factor may still do: set it up, and look after their own sign-in. */
const SETUP_ACTIONS = new Set([
  'changePassword',
  'confirmTwoFactor',
  'revokeOtherSessions',
  'revokeSession',
  'startTwoFactor',
]);

let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let sql: postgres.Sql;
let dataDir: string;
/** The values each dynamic route segment gets: records the admin may see with the rule off. */
const params: Record<string, string> = {};
let clientId = '';
/** The browsers' cookies: the admin's and the super admin's, both signed in with a password alone. */
const jars: Record<'admin' | 'super_admin', Map<string, string>> = { admin: new Map(), super_admin: new Map() };

async function setRequired(on: boolean) {
  await sql`update app.app_settings set require_admin_mfa = ${on}`;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-mfa-'));
  process.env.DATA_DIR = dataDir;
  database = await openSeededDatabase({ max: 4 });
  sql = database.sql;

  // The admin signs in with the password (no two-factor enrolled): a real session cookie.
  const { signIn } = await import('@/lib/auth/actions');
  request.headers = { 'x-forwarded-for': '198.51.100.7', host: 'portal.localhost:3000' };
  for (const [role, email] of [
    ['super_admin', demoAccounts.superAdmin],
    ['admin', demoAccounts.admin],
  ] as const) {
    request.cookies = new Map();
    expect(await redirectOf(signIn({ email, password: DEMO_PASSWORD }))).toBe('/dashboard');
    expect(request.cookies.size).toBeGreaterThan(0);
    jars[role] = new Map(request.cookies);
  }

  const [invoice] = await sql`select id, client_id, extract(year from issue_date)::int as year
                              from app.invoices order by issue_date desc limit 1`;
  clientId = invoice.client_id;
  const [project] = await sql`select id from app.projects where client_id = ${clientId} limit 1`;
  const [admin] = await sql`select id from app.profiles where email = ${demoAccounts.admin}`;

  // A shared file and a message attachment, stored like an upload stores them.
  const { fileStorage } = await import('@/lib/storage');
  const fileKey = randomUUID();
  const attachmentKey = randomUUID();
  await fileStorage().put(fileKey, new TextEncoder().encode('contract text'), 'text/plain');
  await fileStorage().put(attachmentKey, new TextEncoder().encode('attachment text'), 'text/plain');
  const [file] =
    await sql`insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
                           values (${project.id}, ${fileKey}, 'contract.txt', 'text/plain', 13, ${admin.id}) returning id`;
  const [message] = await sql`insert into app.project_messages (project_id, author_id, body)
                              values (${project.id}, ${admin.id}, 'See the attachment') returning id`;
  const [attachment] =
    await sql`insert into app.project_message_attachments (message_id, storage_key, file_name, content_type, size_bytes)
                                 values (${message.id}, ${attachmentKey}, 'notes.txt', 'text/plain', 15) returning id`;

  params['invoices/[id]'] = invoice.id;
  params['statements/[year]'] = String(invoice.year);
  params['files/[id]'] = file.id;
  params['attachments/[id]'] = attachment.id;
  params['projects/[id]'] = project.id;
  params['companies/[id]'] = (
    await sql`select organization_id from app.projects where id = ${project.id}`
  )[0].organization_id;
  // A signed proposal version, so both its PDF and its signed copy exist with the rule off.
  const [signed] = await sql`select version_id from app.proposal_decisions where decision = 'accepted' limit 1`;
  params['proposals/[versionId]'] = signed.version_id;
});

afterAll(async () => {
  await setRequired(false).catch(() => {});
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The URL path a route file answers, with its dynamic segments filled in. */
function routeUrl(file: string): { url: string; routeParams: Record<string, string> } {
  const segments = path
    .dirname(file)
    .split(path.sep)
    .slice(1)
    .filter((s) => !/^\(.*\)$/.test(s));
  const routeParams: Record<string, string> = {};
  const filled = segments.map((segment, index) => {
    const dynamic = /^\[(\w+)\]$/.exec(segment);
    if (!dynamic) return segment;
    const value = params[`${segments[index - 1]}/${segment}`];
    if (!value) throw new Error(`No value for ${segment} in ${file}`);
    routeParams[dynamic[1]] = value;
    return value;
  });
  let url = `${ORIGIN}/${filled.join('/')}`;
  if (file.includes('statements')) url += `?client=${clientId}`;
  return { url, routeParams };
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls one exported method of a route file as the signed-in admin's browser would. */
async function callRoute(file: string, method: string): Promise<Response> {
  request.cookies = new Map(jars.admin);
  const loaded = (await import(path.join(ROOT, file))) as Record<string, Handler>;
  const { url, routeParams } = routeUrl(file);
  let body: FormData | undefined;
  if (method === 'POST') {
    body = new FormData();
    body.set('projectId', params['projects/[id]']);
    body.set('file', new File(['name,email\nAda,ada@example.com\n'], 'audit.csv', { type: 'text/csv' }));
    body.set('idempotencyKey', randomUUID());
  }
  const headers = { accept: 'application/json', cookie: '' };
  return loaded[method](new Request(url, { method, body, headers }), { params: Promise.resolve(routeParams) });
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('every route handler under app/', async () => {
  const files = await walk('app', (name) => name === 'route.ts');

  it('lists them all (a moved or renamed tree would make this test prove nothing)', () => {
    expect(files.length).toBeGreaterThanOrEqual(17);
    expect(files).toContain('app/(portal)/portal/(shell)/billing/invoices/[id]/pdf/route.ts');
  });

  it('the session-less ones read no session at all', async () => {
    for (const file of SESSIONLESS_ROUTES) {
      expect(files, file).toContain(file);
      const source = await readFile(path.join(ROOT, file), 'utf8');
      expect(source, file).not.toMatch(/@\/lib\/auth\/|getCurrentUser|withUser|lib\/files\/download-response/);
    }
  });

  it('with the rule off the admin gets the PDF: the requests reach real records', async () => {
    await setRequired(false);
    const answer = await callRoute('app/(portal)/portal/(shell)/billing/invoices/[id]/pdf/route.ts', 'GET');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const download = await callRoute('app/(portal)/portal/(shell)/files/[id]/download/route.ts', 'GET');
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('contract text');
    const signed = await callRoute('app/(portal)/portal/(shell)/proposals/[versionId]/signed/route.ts', 'GET');
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('application/pdf');
  });

  it.each(files.filter((file) => !SESSIONLESS_ROUTES.has(file)))(
    'with the rule on, %s serves an admin without two-factor nothing',
    async (file) => {
      await setRequired(true);
      const loaded = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      const methods = METHODS.filter((method) => typeof loaded[method] === 'function');
      expect(methods.length, file).toBeGreaterThan(0);
      for (const method of methods) {
        const answer = await callRoute(file, method);
        const text = await answer.text();
        if (file === 'app/api/session/route.ts') {
          // The public header's question: nobody signed in, so no name.
          expect(JSON.parse(text)).toEqual({ signedIn: false });
          continue;
        }
        expect(answer.status, `${method} ${file}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(answer.headers.get('content-type') ?? '', file).not.toMatch(/pdf|csv/);
        expect(text, file).not.toMatch(/contract text|attachment text/);
      }
    },
  );
});

describe('every server action built with action()', async () => {
  const files = await walk('lib', (name) => name.endsWith('.ts'));
  const serverModules: string[] = [];
  for (const file of [...files, ...(await walk('app', (name) => /\.tsx?$/.test(name)))]) {
    const source = await readFile(path.join(ROOT, file), 'utf8');
    if (/^\s*['"]use server['"]/.test(source)) serverModules.push(file);
  }

  it('finds the action modules', () => {
    expect(serverModules.length).toBeGreaterThanOrEqual(19);
  });

  it('each refuses an admin without two-factor while the rule is on, unless it is how two-factor is set up', async () => {
    const { describeAction, NOT_ALLOWED, TWO_FACTOR_REQUIRED } = await import('@/lib/actions/action');
    const { decideAccess } = await import('@/lib/auth/guard');
    await setRequired(true);
    const seen = new Set<string>();
    let refused = 0;
    for (const file of serverModules) {
      const loaded = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      for (const [name, exported] of Object.entries(loaded)) {
        const described = describeAction(exported);
        if (!described) {
          // A plain form post's wrapper: it must hand the form to an action of the same module
          // (built with action(), so checked below) before it does anything else.
          const delegate = /^[^{]*\{[^]*?await (\w+)\(/.exec(String(exported))?.[1];
          expect(delegate && describeAction(loaded[delegate]), `${file}#${name} is no action()`).toBeTruthy();
          continue;
        }
        seen.add(name);
        if (described.role === 'public') {
          expect(PUBLIC_ACTIONS, `${name} is public: is it meant to be?`).toContain(name);
          continue;
        }
        if (described.beforeTwoFactor) {
          expect(SETUP_ACTIONS, `${name} is reachable before two-factor: is it meant to be?`).toContain(name);
          continue;
        }
        const run = exported as (input: unknown) => Promise<{ ok: boolean; error?: string }>;
        // As the admin and as the super admin: each action meets a held session its role lets in.
        for (const role of ['admin', 'super_admin'] as const) {
          request.cookies = new Map(jars[role]);
          const allowed = decideAccess(role, described.role, '/').kind === 'allow';
          const error = allowed ? TWO_FACTOR_REQUIRED : NOT_ALLOWED;
          for (const input of [{}, new FormData()]) {
            expect(await run(input), `${file}#${name} as ${role}`).toMatchObject({ ok: false, error });
          }
          if (allowed) refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(40);
    for (const name of [...PUBLIC_ACTIONS, ...SETUP_ACTIONS]) expect(seen, name).toContain(name);
  });

  it('the setup actions still run for the held admin: the rule never locks them out', async () => {
    await setRequired(true);
    request.cookies = new Map(jars.admin);
    const { startTwoFactor } = await import('@/lib/accounts/two-factor-actions');
    expect(await startTwoFactor({})).toMatchObject({ ok: true });
  });
});
