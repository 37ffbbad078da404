import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, STALE_MS } from '@/lib/db/data-dir-lock';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another process that takes the lock and holds it until killed; resolves once it holds it. */
function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `
    import { lockDataDir } from './lib/db/data-dir-lock.ts';
    await lockDataDir(process.argv[1], { quiet: true, command: 'holder' });
    console.log('locked');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { cwd: root });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve(child));
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

const dead = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('lockDataDir: one owner per embedded data dir', () => {
  it('refuses a second owner at once, with a clear message naming the first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const holder = await holdInAnotherProcess(dir);
    const started = Date.now();
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${holder.pid} (holder`);
    expect(Date.now() - started).toBeLessThan(2000);
  }, 20_000);

  it(
    'keeps refusing when the owner record is deleted or forged (the lock is not the record)',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
      await holdInAnotherProcess(dir);
      rmSync(path.join(dir, 'owner.json'));
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      // A record naming a process that does not exist: the start waits for the lock to go stale,
      // but the live holder keeps refreshing it, so it is refused all the same.
      writeFileSync(path.join(dir, 'owner.json'), JSON.stringify({ pid: 999999999, startedAt: 'x', command: 'y' }));
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    },
    STALE_MS + 30_000,
  );

  it(
    'is taken over after its owner is killed (kill -9), and the takeover is reported',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
      const holder = await holdInAnotherProcess(dir);
      holder.kill('SIGKILL');
      await dead(holder);
      const started = Date.now();
      const lock = await lockDataDir(dir, { quiet: true });
      // Bounded by the stale period: a crashed owner delays the next start, never blocks it.
      expect(Date.now() - started).toBeLessThan(STALE_MS + 3000);
      expect(lock.tookOverFrom?.pid).toBe(holder.pid);
      // The new owner holds it for real: another process is refused.
      await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.pid}`);
      lock.release();
    },
    STALE_MS + 30_000,
  );

  it('a live unrelated PID in an old owner.pid does not block start; a clean release leaves no takeover', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'owner.pid'), String(process.ppid));
    const first = await lockDataDir(dir, { quiet: true });
    expect(first.tookOverFrom).toBeNull();
    expect(JSON.parse(readFileSync(path.join(dir, 'owner.json'), 'utf8')).pid).toBe(process.pid);
    expect(existsSync(path.join(dir, 'owner.pid'))).toBe(false);
    // Even within one process a second attempt cannot take it.
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    first.release();
    first.release();
    const second = await lockDataDir(dir, { quiet: true });
    expect(second.tookOverFrom).toBeNull();
    second.release();
  });

  it('a failed attempt never releases the owner’s lock', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    await holdInAnotherProcess(dir);
    for (let i = 0; i < 3; i++) await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    expect(existsSync(path.join(dir, 'owner.json'))).toBe(true);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  }, 20_000);

  it('a second process is refused while this one holds it, and let in once it is released', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const lock = await lockDataDir(dir, { quiet: true });
    await expect(holdInAnotherProcess(dir)).rejects.toThrow(/holder exited with 1/);
    lock.release();
    const holder = await holdInAnotherProcess(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${holder.pid} (holder`);
  }, 30_000);
});
