import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The client router renders a layout once and reuses its output for every page
// below it, so a layout must not redirect by which page was asked for. requireRole does (the
// two-factor rule); layouts use requireSignedInForLayout, pages requireRole.

function layouts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return layouts(full);
    return /^layout\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('layouts', () => {
  const files = layouts(path.resolve('app'));

  it('are found', () => {
    expect(files.some((file) => file.includes('(shell)'))).toBe(true);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))(
    '%s does not call requireRole',
    (_, file) => {
      expect(readFileSync(file, 'utf8')).not.toMatch(/\brequireRole\s*\(/);
    },
  );
});
