// One owner per embedded data directory, enforced by the kernel (issue 22). PGlite has no
// lock of its own and two owners silently lose data, so the owner holds an exclusive
// flock(2) on the data directory itself for its whole life. The kernel drops the lock when
// the owner's last descriptor closes, including on kill -9, so a crashed owner never blocks
// the next start, and deleting a file cannot let a second owner in (there is no lock file
// to delete; `owner.json` only names the owner for messages). Node has no flock in core:
// fs-ext provides it (docs/decisions/0030-one-owner-per-data-directory.md).
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type FsExt = { flockSync: (fd: number, flags: 'ex' | 'exnb' | 'un') => void };
const { flockSync } = createRequire(import.meta.url)('fs-ext') as FsExt;

export class DataDirLockedError extends Error {
  name = 'DataDirLockedError';
}

type OwnerInfo = { pid: number; startedAt: string; command: string };

export type DataDirLock = {
  /** Releases the lock; only the owner holds it, and a second call does nothing. */
  release: () => void;
  /** The previous owner that stopped without releasing (crash, kill -9), if any. */
  tookOverFrom: OwnerInfo | null;
};

const OWNER_FILE = 'owner.json';

function readOwner(dir: string): OwnerInfo | null {
  try {
    const info = JSON.parse(readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as OwnerInfo;
    return typeof info.pid === 'number' ? info : null;
  } catch {
    return null;
  }
}

/** The same words for every tool that finds the directory taken (npm start, seed:large, ...). */
export function lockedMessage(dir: string, owner: OwnerInfo | null): string {
  const who = owner ? `process ${owner.pid} (${owner.command}, since ${owner.startedAt})` : 'another process';
  return (
    `The embedded database in ${dir} is in use by ${who}.\n` +
    'Only one process may own it at a time (two owners would silently lose data). Stop the other\n' +
    '`npm start` / `npm run dev` / `npm run seed:large` first, or set DATA_DIR to another folder.'
  );
}

/**
 * Takes the exclusive lock on `dir` (created if missing) or throws DataDirLockedError at
 * once. A previous owner that died without releasing is reported (`tookOverFrom`, and a
 * warning on stderr unless `quiet`): its lock is already gone, PGlite recovers from its WAL.
 */
export function lockDataDir(dir: string, { quiet = false, command = commandName() } = {}): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const fd = openSync(dir, 'r');
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') throw new DataDirLockedError(lockedMessage(dir, readOwner(dir)));
    throw error;
  }
  const previous = readOwner(dir);
  const tookOverFrom = previous && previous.pid !== process.pid ? previous : null;
  if (tookOverFrom && !quiet) {
    console.warn(
      `Taking over ${dir}: its previous owner, process ${tookOverFrom.pid} (${tookOverFrom.command}, since ` +
        `${tookOverFrom.startedAt}), stopped without releasing it. The database recovers from its log.`,
    );
  }
  const owner: OwnerInfo = { pid: process.pid, startedAt: new Date().toISOString(), command };
  writeFileSync(path.join(dir, OWNER_FILE), `${JSON.stringify(owner)}\n`);
  rmSync(path.join(dir, 'owner.pid'), { force: true }); // the PID file of older versions

  let held = true;
  return {
    tookOverFrom,
    release: () => {
      if (!held) return;
      held = false;
      // The record goes first: a clean stop leaves nothing to report as a takeover.
      if (readOwner(dir)?.pid === process.pid) rmSync(path.join(dir, OWNER_FILE), { force: true });
      try {
        flockSync(fd, 'un');
      } finally {
        closeSync(fd);
      }
    },
  };
}

function commandName(): string {
  const script = process.argv[1] ? path.basename(process.argv[1]) : 'node';
  return [script, ...process.argv.slice(2)].join(' ').slice(0, 80);
}
