import { describe, expect, it } from 'vitest';
import { isWebServer } from '../../bench/lib/memory';

// The memory target is checked against the web server's own peak; the bench must find
// that process among the tree's, as the servers are started today.
describe('the bench finds the web server in the process tree', () => {
  it('is the supervisor child that runs the compiled launcher', () => {
    expect(
      isWebServer([
        '/usr/bin/node',
        '--heap-growing-percent=50',
        '--max-semi-space-size=32',
        '/repo/.next/next-server.mjs',
      ]),
    ).toBe(true);
  });

  it('is the launcher run through tsx in development', () => {
    expect(isWebServer(['node', '/repo/node_modules/.bin/tsx', 'scripts/next-server.ts'])).toBe(true);
  });

  it('is not the supervisor that runs the embedded database', () => {
    expect(isWebServer(['/usr/bin/node', '--max-semi-space-size=4', '.next/serve.mjs', 'start'])).toBe(false);
    expect(isWebServer([])).toBe(false);
  });
});
