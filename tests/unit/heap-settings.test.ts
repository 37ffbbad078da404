import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILED_SUPERVISOR_FILE, SUPERVISOR_START_ARGS } from '@/lib/server/compiled-server-file';
import { EMBEDDED_DATABASE_V8_FLAGS, SERVER_HEAP_FLAGS, SUPERVISOR_V8_FLAGS } from '@/lib/server/heap-settings';

describe('the production server heap settings', () => {
  it.each([
    ['web server', SERVER_HEAP_FLAGS],
    ['supervisor', SUPERVISOR_V8_FLAGS],
  ])('are options this Node accepts for the %s: a misspelt one would stop it at start', (_, flags) => {
    const run = spawnSync(process.execPath, [...flags, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('set a growth step, not a hard cap on the heap (a cap turns a large export into a crash)', () => {
    expect(SERVER_HEAP_FLAGS.some((flag) => flag.startsWith('--heap-growing-percent='))).toBe(true);
    for (const flag of [...SERVER_HEAP_FLAGS, ...SUPERVISOR_V8_FLAGS]) {
      expect(flag).not.toMatch(/^--max-old-space-size|^--max-heap-size/);
    }
  });

  it("are on the supervisor's command line in npm start, npm run serve and npm run dev, as the bench starts it", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const command = `node ${SUPERVISOR_START_ARGS.join(' ')}`;
    expect(SUPERVISOR_START_ARGS).toEqual([...SUPERVISOR_V8_FLAGS, COMPILED_SUPERVISOR_FILE, 'start']);
    expect(scripts.serve).toBe(command);
    expect(scripts.start).toBe(`npm run build && ${command}`);
    expect(scripts.dev).toBe(`node ${SUPERVISOR_V8_FLAGS.join(' ')} --import tsx scripts/serve.ts dev`);
  });

  it("are on the command line of every npm script that opens the data directory's database", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const opening = Object.entries(scripts).filter(([, command]) => {
      const file = /scripts\/[\w-]+\.ts/.exec(command)?.[0];
      return file !== undefined && /data-dir-database|backup-endpoints/.test(readFileSync(file, 'utf8'));
    });
    expect(opening.map(([name]) => name).sort()).toEqual(['admin:create', 'backup', 'dev', 'restore', 'seed:large']);
    // The large bench seed runs faster with the optimising compiler (lib/server/heap-settings.ts).
    for (const [name, command] of opening.filter(([name]) => name !== 'seed:large')) {
      expect(command.split(' '), name).toEqual(expect.arrayContaining([...EMBEDDED_DATABASE_V8_FLAGS]));
    }
  });
});

// What the supervisor's flags are for, measured: the peak resident memory of a process that
// creates an embedded database in memory and asks it one query. With the optimising compiler
// at work on PostgreSQL's WebAssembly it peaked at about 1,000 MiB; on the baseline compiler
// alone at about 620 (Node 24.21).
describe.runIf(process.platform === 'linux')("the supervisor's flags, on the embedded database", () => {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: 'memory://' });
    await db.query('select 1');
    // The optimising compiler's background work starts once the module runs; give it time.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await db.close();
    const status = (await import('node:fs')).readFileSync('/proc/self/status', 'utf8');
    console.log(Number(/^VmHWM:\\s+(\\d+)/m.exec(status)[1]) >> 10);`;

  function peakMiB(flags: readonly string[]): number {
    const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    return Number(run.stdout.trim());
  }

  it('keep its peak memory well under what the optimising compiler takes', { timeout: 120_000 }, () => {
    const withFlags = peakMiB(SUPERVISOR_V8_FLAGS);
    const without = peakMiB(SUPERVISOR_V8_FLAGS.filter((flag) => flag !== '--liftoff-only'));
    expect(withFlags).toBeLessThan(800);
    // The comparison that shows the flag still does its work on this Node: should a release
    // make the optimising compiler cheap, this fails and the flag can go.
    expect(without - withFlags).toBeGreaterThan(150);
  });
});
