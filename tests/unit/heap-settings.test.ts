import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILED_SUPERVISOR_FILE, SUPERVISOR_START_ARGS } from '@/lib/server/compiled-server-file';
import { SERVER_HEAP_FLAGS, SUPERVISOR_HEAP_FLAGS } from '@/lib/server/heap-settings';

describe('the production server heap settings', () => {
  it.each([
    ['web server', SERVER_HEAP_FLAGS],
    ['supervisor', SUPERVISOR_HEAP_FLAGS],
  ])('are options this Node accepts for the %s: a misspelt one would stop it at start', (_, flags) => {
    const run = spawnSync(process.execPath, [...flags, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('set a growth step, not a hard cap on the heap (a cap turns a large export into a crash)', () => {
    expect(SERVER_HEAP_FLAGS.some((flag) => flag.startsWith('--heap-growing-percent='))).toBe(true);
    for (const flag of [...SERVER_HEAP_FLAGS, ...SUPERVISOR_HEAP_FLAGS]) {
      expect(flag).not.toMatch(/^--max-old-space-size|^--max-heap-size/);
    }
  });

  it("are on the supervisor's command line in npm start and npm run serve, as the bench starts it", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const command = `node ${SUPERVISOR_START_ARGS.join(' ')}`;
    expect(SUPERVISOR_START_ARGS).toEqual([...SUPERVISOR_HEAP_FLAGS, COMPILED_SUPERVISOR_FILE, 'start']);
    expect(scripts.serve).toBe(command);
    expect(scripts.start).toBe(`npm run build && ${command}`);
  });
});
