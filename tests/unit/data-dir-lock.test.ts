import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@/lib/db/data-dir-lock';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another process that takes the lock and holds it until killed; resolves once it holds it. */
function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `
    import { lockDataDir } from './lib/db/data-dir-lock.ts';
    lockDataDir(process.argv[1], { quiet: true, command: 'holder' });
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

describe('lockDataDir: one owner per embedded data dir, enforced by the kernel', () => {
  it('refuses a second owner with a clear message naming the first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const holder = await holdInAnotherProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid} (holder`);
  }, 20_000);

  it('keeps refusing when the owner record is deleted or forged (the lock is not a file)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    await holdInAnotherProcess(dir);
    rmSync(path.join(dir, 'owner.json'));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(path.join(dir, 'owner.json'), JSON.stringify({ pid: 999999999, startedAt: 'x', command: 'y' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  }, 20_000);

  it('is released by the kernel when the owner is killed, and the takeover is reported', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const holder = await holdInAnotherProcess(dir);
    holder.kill('SIGKILL');
    await dead(holder);
    const lock = lockDataDir(dir, { quiet: true });
    expect(lock.tookOverFrom?.pid).toBe(holder.pid);
    lock.release();
  }, 20_000);

  it('a live unrelated PID in an old owner.pid does not block start; a clean release leaves no takeover', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'owner.pid'), String(process.ppid));
    const first = lockDataDir(dir, { quiet: true });
    expect(first.tookOverFrom).toBeNull();
    expect(JSON.parse(readFileSync(path.join(dir, 'owner.json'), 'utf8')).pid).toBe(process.pid);
    expect(existsSync(path.join(dir, 'owner.pid'))).toBe(false);
    // Even within one process a second descriptor cannot take it.
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    first.release();
    first.release();
    const second = lockDataDir(dir, { quiet: true });
    expect(second.tookOverFrom).toBeNull();
    second.release();
  });

  it('a failed attempt never releases the owner’s lock', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    await holdInAnotherProcess(dir);
    for (let i = 0; i < 3; i++) expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(existsSync(path.join(dir, 'owner.json'))).toBe(true);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  }, 20_000);
});
