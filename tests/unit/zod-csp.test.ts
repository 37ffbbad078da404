import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'components', 'lib', 'content'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Without lib/zod-csp, zod probes for eval when a schema is built, and the CSP (no
// 'unsafe-eval') reports a violation on every page with that form.
describe('zod under the CSP', () => {
  const files = ROOTS.flatMap(sourceFiles).filter((file) =>
    /^import (?!type)[^;]*from 'zod(\/[^']*)?';/m.test(readFileSync(file, 'utf8')),
  );

  it('finds the schema modules', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s loads lib/zod-csp before zod', (file) => {
    if (file === path.join('lib', 'zod-csp.ts')) return;
    const source = readFileSync(file, 'utf8');
    const setup = source.indexOf("import '@/lib/zod-csp';");
    expect(setup, 'missing import of @/lib/zod-csp').toBeGreaterThanOrEqual(0);
    expect(setup).toBeLessThan(source.search(/^import (?!type)[^;]*from 'zod/m));
  });
});
