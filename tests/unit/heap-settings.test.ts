import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAGS } from '@/lib/server/heap-settings';

describe('the production server heap settings (issue 20, item 6)', () => {
  it('are options this Node accepts: a misspelt one would stop the web server at start', () => {
    const run = spawnSync(process.execPath, [...SERVER_HEAP_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('set a growth step, not a hard cap on the heap (a cap turns a large export into a crash)', () => {
    expect(SERVER_HEAP_FLAGS.some((flag) => flag.startsWith('--heap-growing-percent='))).toBe(true);
    expect(SERVER_HEAP_FLAGS.some((flag) => flag.startsWith('--max-old-space-size'))).toBe(false);
  });
});
