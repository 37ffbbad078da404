// The code conventions that ESLint enforces (eslint.config.mjs, eslint-rules/), each shown to
// fire on code that breaks it and to stay silent on code that keeps it: a rule whose selector
// or file pattern stopped matching would otherwise pass `npx eslint .` without a sound.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.mjs' });

// Loading the configuration (Next.js's and typescript-eslint's plugins) takes seconds on a
// busy machine; done once here, it does not count against the first test's time.
beforeAll(() => eslint.lintText('', { filePath: path.resolve('lib/x.ts') }), 60_000);

/** The problems ESLint reports for `code` as if it were the file at `filePath`, as "rule: message". */
async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(
    fatal.map((m) => m.message),
    `${filePath} must parse`,
  ).toEqual([]);
  expect(result.messages.filter((m) => m.message.includes('File ignored'))).toEqual([]);
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** Only the problems of one rule, so a snippet's unused variable does not count. */
async function problemsOf(rule: string, code: string, filePath: string): Promise<string[]> {
  return (await lint(code, filePath)).filter((p) => p.startsWith(`${rule}: `));
}

// Built from parts, so this file does not itself contain the name it checks for.
const NEXT_PRIVATE = ['__NEXT', 'PRIVATE'].join('_');

describe("Next.js's private variables", () => {
  it.each([
    [`process.env.${NEXT_PRIVATE}_ORIGIN = 'http://localhost:3000';`, 'scripts/start.ts'],
    [`export const CONFIG_ENV = '${NEXT_PRIVATE}_STANDALONE_CONFIG';`, 'lib/server/config-env.ts'],
    ['const name = `' + NEXT_PRIVATE + '_${kind}`;', 'lib/server/config-env.ts'],
    [`process.env['${NEXT_PRIVATE}_X'] = '1';`, 'scripts/start.cjs'],
    [`export const x = process.env.${NEXT_PRIVATE}_X;`, 'scripts/start.mjs'],
    // The layouts and the portal have lists of their own: the rule must still be in them.
    [`export default function L() { return process.env.${NEXT_PRIVATE}_X; }`, 'app/(portal)/layout.tsx'],
  ])('are refused: %s (%s)', async (code, file) => {
    const problems = await problemsOf('no-restricted-syntax', code, file);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/Next\.js internals/);
  });

  it('leave documented variables alone', async () => {
    expect(
      await problemsOf('no-restricted-syntax', "export const x = process.env.NEXT_PUBLIC_ROOT ?? 'NEXT';", 'lib/x.ts'),
    ).toEqual([]);
  });
});

describe('a loading boundary in the portal', () => {
  it('is refused, however small', async () => {
    const problems = await problemsOf(
      'no-restricted-syntax',
      "export default function Loading() { return 'Loading...'; }",
      'app/(portal)/portal/(shell)/team/loading.tsx',
    );
    expect(problems).toEqual([expect.stringMatching(/No loading.tsx in the portal/)]);
  });

  it('is left alone on the public site', async () => {
    expect(
      await problemsOf(
        'no-restricted-syntax',
        "export default function Loading() { return 'x'; }",
        'app/(marketing)/loading.tsx',
      ),
    ).toEqual([]);
  });
});

describe("Next.js's internal modules (next/dist/…)", () => {
  it.each([
    [
      "import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';",
      'tests/unit/x.test.tsx',
    ],
    ["import type { NextConfig } from 'next/dist/server/config-shared';", 'lib/server/x.ts'],
    ["export * from 'next/dist/client/components/navigation';", 'lib/x.ts'],
    ["import { x } from 'next/dist/server/lib/x';", 'app/(portal)/portal/page.tsx'],
  ])('are refused as imports: %s (%s)', async (code, file) => {
    const problems = await problemsOf('no-restricted-imports', code, file);
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(/internal build output/);
  });

  it.each([
    ["const { loadConfig } = require('next/dist/server/config');", 'scripts/x.cjs'],
    ["export const bin = require.resolve('next/dist/bin/next');", 'scripts/x.cjs'],
    ["const config = await import('next/dist/server/config');", 'scripts/x.mjs'],
    ["vi.mock('next/dist/client/components/navigation');", 'tests/unit/x.test.ts'],
  ])('are refused when loaded: %s (%s)', async (code, file) => {
    const problems = await problemsOf('no-restricted-syntax', code, file);
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(/internal build output/);
  });

  it('leave the documented entry points alone', async () => {
    const code = [
      "import { NextResponse } from 'next/server';",
      "import { usePathname } from 'next/navigation';",
      "import type { NextConfig } from 'next';",
      "const next = require('next');",
    ].join('\n');
    expect(await lint(code, 'lib/x.ts')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^no-restricted-(imports|syntax):/)]),
    );
  });
});

describe('monkey-patching', () => {
  const rule = 'project/no-monkey-patch';

  it.each([
    ['Element.prototype.scrollIntoView = () => {};', 'components/ui/x.ts', /prototype/],
    ["Element['prototype'].scrollIntoView = () => {};", 'components/ui/x.ts', /prototype/],
    [
      "Object.defineProperty(HTMLInputElement.prototype, 'value', { get: () => '' });",
      'components/ui/x.ts',
      /prototype/,
    ],
    ['Object.assign(Response.prototype, { extra() {} });', 'lib/x.ts', /prototype/],
    [
      "import http from 'node:http';\nconst original = http.createServer;\nhttp.createServer = ((...a) => original(...a)) as typeof http.createServer;",
      'scripts/x.ts',
      /Do not replace http\.createServer of Node's 'node:http' module/,
    ],
    [
      "const dns = require('node:dns');\ndns.lookup = function lookup() {};",
      'scripts/x.cjs',
      /Do not replace dns\.lookup of Node's 'node:dns' module/,
    ],
    ["const dns = require('dns');\ndns.lookup = myLookup;", 'scripts/x.cjs', /dns\.lookup/],
    ["require('dns').lookup = myLookup;", 'scripts/x.cjs', /'dns' module/],
    ["import { promises } from 'node:fs';\npromises.readFile = async () => '';", 'lib/x.ts', /promises\.readFile/],
    ["import * as net from 'node:net';\nnet.connect = () => null;", 'lib/x.ts', /net\.connect/],
    [
      "import http from 'node:http';\nObject.defineProperty(http, 'request', { value: () => null });",
      'lib/x.ts',
      /'node:http' module/,
    ],
    [
      "import http = require('node:http');\nhttp.request = (() => null) as never;",
      'scripts/x.ts',
      /http\.request of Node's 'node:http' module/,
    ],
    [
      "import * as http from 'node:http';\nexport function watch(res: http.ServerResponse) {\n  res.end = (() => res) as never;\n}",
      'lib/x.ts',
      /method res\.end of this http\.ServerResponse/,
    ],
    ['process.exit = () => undefined as never;', 'scripts/x.ts', /process\.exit of Node's 'process' module/],
    ["Object.defineProperty(process, 'emitWarning', { value: () => {} });", 'scripts/x.ts', /'process' module/],
    [
      "import type { ServerResponse } from 'node:http';\nexport function watch(res: ServerResponse) {\n  res.writeHead = function () { return res; } as ServerResponse['writeHead'];\n}",
      'lib/outage/x.ts',
      /method res\.writeHead of this ServerResponse/,
    ],
  ])('is refused: %s (%s)', async (code, file, message) => {
    const problems = await problemsOf(rule, code, file);
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(message);
  });

  it('leaves reading prototypes, setting documented properties and spies alone', async () => {
    const code = [
      "import http from 'node:http';",
      "import type { ServerResponse } from 'node:http';",
      "Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(node, 'x');",
      'export const table = (token: unknown) => Renderer.prototype.table.call(this, token);',
      'http.globalAgent = new http.Agent({ keepAlive: true });',
      "vi.spyOn(http, 'createServer');",
      'export function fail(res: ServerResponse) { res.statusCode = 503; res.setHeader("retry-after", "5"); }',
      'const server = http.createServer(() => {});',
      "server.on('request', () => {});",
      "const local = { lookup: () => null };\nlocal.lookup = () => '127.0.0.1';",
      'Object.assign(window, { calls: [] });',
      "process.env.NODE_ENV = 'test';\nprocess.exitCode = 1;",
    ].join('\n');
    expect(await problemsOf(rule, code, 'lib/x.ts')).toEqual([]);
  });
});

describe('layouts', () => {
  const rule = 'no-restricted-syntax';
  const layout = 'app/(portal)/portal/(shell)/layout.tsx';
  const real = readFileSync(layout, 'utf8');

  it('refuse requireRole, the guard whose redirect depends on the page', async () => {
    const broken = real.replaceAll('requireSignedInForLayout', 'requireRole');
    expect(broken).not.toBe(real);
    const problems = await problemsOf(rule, broken, layout);
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(/A layout must not call requireRole/);
    expect(
      await problemsOf(rule, 'export default async function L() { await auth.requireRole("admin"); }', layout),
    ).toHaveLength(1);
  });

  it('allow requireSignedInForLayout, and requireRole in pages', async () => {
    expect(await problemsOf(rule, real, layout)).toEqual([]);
    const page =
      "import { requireRole } from '@/lib/auth/require-role';\nexport default async function P() { await requireRole('admin'); return null; }";
    expect(await problemsOf(rule, page, 'app/(portal)/portal/(shell)/projects/page.tsx')).toEqual([]);
  });

  it('still refuse a form that a submit before hydration would send as a GET', async () => {
    const form = 'export default function L() { return <form onSubmit={() => {}} />; }';
    expect((await problemsOf(rule, form, layout))[0]).toMatch(/method="post"/);
    expect((await problemsOf(rule, form, 'components/x.tsx'))[0]).toMatch(/method="post"/);
    const posted = 'export default function L() { return <form method="post" onSubmit={() => {}} />; }';
    expect(await problemsOf(rule, posted, layout)).toEqual([]);
  });
});

describe('Speed Insights', () => {
  const rule = 'no-restricted-imports';
  const portalLayout = 'app/(portal)/layout.tsx';

  it('is refused in the portal', async () => {
    const real = readFileSync(portalLayout, 'utf8');
    for (const line of [
      "import { SiteSpeedInsights } from '@/components/site-speed-insights';",
      "import { SpeedInsights } from '@vercel/speed-insights/next';",
    ]) {
      const problems = await problemsOf(rule, `${real}\n${line}\n`, portalLayout);
      expect(problems.length, line).toBe(1);
      expect(problems[0]).toMatch(/public pages only/);
    }
    expect(await problemsOf(rule, real, portalLayout)).toEqual([]);
  });

  it('is allowed on the public pages', async () => {
    const marketing = 'app/(marketing)/layout.tsx';
    expect(await problemsOf(rule, readFileSync(marketing, 'utf8'), marketing)).toEqual([]);
  });
});

describe('zod under the CSP', () => {
  const rule = 'project/zod-csp-first';
  const schema = 'lib/accounts/schema.ts';
  const real = readFileSync(schema, 'utf8');
  const SETUP = "import '@/lib/zod-csp';\n";

  it('refuses a module that imports zod without lib/zod-csp first', async () => {
    const without = real.replace(SETUP, '');
    expect(without).not.toBe(real);
    expect((await problemsOf(rule, without, schema))[0]).toMatch(/Add `import '@\/lib\/zod-csp';` before/);
    const late = "import * as z from 'zod/mini';\nimport '@/lib/zod-csp';\nexport const s = z.string();";
    expect((await problemsOf(rule, late, 'components/contact/schema.ts'))[0]).toMatch(
      /Move `import '@\/lib\/zod-csp';`/,
    );
    const reexport = "export { z } from 'zod';";
    expect(await problemsOf(rule, reexport, 'content/x.ts')).toHaveLength(1);
    expect(
      await problemsOf(rule, "import { z } from 'zod';\nexport const s = z.string();", 'app/x/page.tsx'),
    ).toHaveLength(1);
  });

  it('accepts the setup first, type-only imports, and the setup module itself', async () => {
    expect(await problemsOf(rule, real, schema)).toEqual([]);
    expect(await problemsOf(rule, "import type { ZodType } from 'zod';\nexport type S = ZodType;", 'lib/x.ts')).toEqual(
      [],
    );
    expect(await problemsOf(rule, readFileSync('lib/zod-csp.ts', 'utf8'), 'lib/zod-csp.ts')).toEqual([]);
  });
});

// The first run parses every module the contact form reaches: seconds on a busy machine.
describe("what the public pages' client components load at first", { timeout: 30_000 }, () => {
  const rule = 'project/public-client-loads-zod-on-demand';
  const form = 'components/contact/contact-form.tsx';
  const real = readFileSync(form, 'utf8');

  it('refuses a static import that reaches zod, and names the chain', async () => {
    const direct = "'use client';\nimport { z } from 'zod';\nexport const s = z.string();";
    expect((await problemsOf(rule, direct, 'components/marketing/x.tsx'))[0]).toMatch(/loads zod at first \(zod\)/);

    const viaKey = `${real}\nimport { STALE_FORM_MESSAGE } from '@/lib/idempotency/key';\nexport const m = STALE_FORM_MESSAGE;\n`;
    const problems = await problemsOf(rule, viaKey, form);
    expect(problems).toHaveLength(1);
    // key.ts imports lib/zod-csp.ts (zod's core) before zod itself: either way zod is loaded.
    expect(problems[0]).toMatch(/\(lib\/idempotency\/key\.ts → (lib\/zod-csp\.ts → )?zod/);

    const twoDeep =
      "'use client';\nexport { STALE_FORM_MESSAGE } from '../../tests/fixtures/eslint-rules/stale-form-message';";
    expect((await problemsOf(rule, twoDeep, 'components/education/x.tsx'))[0]).toContain(
      '(tests/fixtures/eslint-rules/stale-form-message.ts → lib/idempotency/key.ts → ',
    );
  });

  it('accepts import(), type-only imports, server actions and server components', async () => {
    expect(await problemsOf(rule, real, form)).toEqual([]);
    const onDemand = [
      "'use client';",
      "import type { ZodType } from 'zod';",
      "import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';",
      "import { isName } from '../../tests/fixtures/eslint-rules/server-action';",
      "export const load = () => import('@/lib/idempotency/key');",
      'export type S = ZodType;',
      'export { IDEMPOTENCY_FIELD, isName };',
    ].join('\n');
    expect(await problemsOf(rule, onDemand, 'components/contact/x.tsx')).toEqual([]);
    const server = "import { STALE_FORM_MESSAGE } from '@/lib/idempotency/key';\nexport const m = STALE_FORM_MESSAGE;";
    expect(await problemsOf(rule, server, 'components/marketing/x.tsx')).toEqual([]);
  });
});

describe('comments that stand alone', () => {
  const rule = 'project/comments-stand-alone';
  // Built from parts, so this file's own source does not trip the rule it tests.
  const hash = '#';
  const section = String.fromCharCode(0xa7);

  it.each([
    [`// Fixed for issue 16.\nexport const x = 1;`, 'an issue number'],
    [`/** Allowed since ${hash}42. */\nexport const x = 1;`, 'an issue number'],
    [`// Registration is by invitation only (spec ${section}2.6).\nexport const x = 1;`, 'a section'],
    [`// Shows the spec's messages.\nexport const x = 1;`, 'the product spec'],
    [`// As DESIGN.md says.\nexport const x = 1;`, 'a document outside'],
    [`describe('hostile URLs (item 7)', () => {});`, "an item of an issue's list"],
    ['test(`the corpus (issue-3)`, () => {});', 'an issue number'],
  ])('refuses %j', async (code, what) => {
    const problems = await problemsOf(rule, code, 'lib/x.ts');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(what);
  });

  it.each([
    '// The driver keeps the handle (porsager/postgres#1208).\nexport const x = 1;',
    '// See https://github.com/vercel/next.js/issues/123 for the upstream report.\nexport const x = 1;',
    "/** A server of a spec's own, on its own port. */\nexport const x = 1;",
    '// Issues the invoices that fell due.\nexport const x = 1;',
    "describe('the issue date of an invoice', () => {});",
    "const subject = 'Re: a&b #1';",
  ])('allows %j', async (code) => {
    expect(await problemsOf(rule, code, 'lib/x.ts')).toEqual([]);
  });

  it('passes its own source, whose patterns spell out what it refuses', async () => {
    const [result] = await eslint.lintFiles(['eslint-rules/comments-stand-alone.mjs']);
    expect(result.messages.filter((m) => m.ruleId === rule)).toEqual([]);
  });
});
