import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The public pages' client components load zod only on demand (import()). One
// static import of a module that builds a schema at load (lib/idempotency/key.ts did) put all
// of zod, 31 KiB gzip, in /contact's first load; this follows the static imports to catch it.
const PUBLIC_CLIENT_DIRS = ['components/marketing', 'components/education', 'components/contact'];
const STATIC_IMPORT = /^(?:import|export) (?!type )(?:[^;]*? from )?'([^']+)';/gm;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null; // a package: checked by name below
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** The packages a module reaches through static imports, and the path by which it reaches them. */
function reachedPackages(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // A 'use server' module reaches the browser as references to its actions, not as code.
    if (trail.length > 1 && /^'use server';/m.test(source)) return;
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      const local = resolve(file, specifier);
      if (local) visit(local, [...trail, local]);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !reached.has(specifier))
        reached.set(specifier, trail);
    }
  };
  visit(entry, [entry]);
  return reached;
}

const clientEntries = PUBLIC_CLIENT_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => /\.tsx?$/.test(file) && /^'use client';/m.test(readFileSync(file, 'utf8'))),
);

describe('what the public pages load at first', () => {
  it('finds the client components', () => {
    expect(clientEntries.length).toBeGreaterThan(0);
  });

  it.each(clientEntries)('%s reaches no zod through static imports', (entry) => {
    const zod = [...reachedPackages(entry).entries()].filter(([name]) => name === 'zod' || name.startsWith('zod/'));
    expect(zod.map(([name, trail]) => `${name} via ${trail.join(' → ')}`)).toEqual([]);
  });
});
