import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@/lib/db/data-dir-lock';

describe('lockDataDir: one owner per embedded data dir', () => {
  it('refuses a second owner while the first is alive, with a clear message', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'owner.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`already in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose owner is gone, and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'owner.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'owner.pid'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'owner.pid'))).toBe(false);
  });
});
