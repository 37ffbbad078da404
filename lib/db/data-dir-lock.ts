// One owner per embedded data directory. PGlite has no lock of its own (its postmaster.pid
// holds a fixed PID, -42, and a second PGlite opens the same directory without complaint), and
// two owners silently lose data. The lock is proper-lockfile's: an atomic mkdir of
// `owner.lock` in the directory, whose mtime the owner refreshes every few seconds; a lock
// not refreshed for STALE_MS belongs to an owner that is gone and may be taken over.
// `owner.json` names the owner for messages, and lets a start tell a live owner (refused at
// once) from one that died without releasing (kill -9, a crash): then the start waits until
// the library finds that owner's lock stale, takes it over and reports the takeover.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

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
const LOCK_DIR = 'owner.lock';
/**
 * How long a lock may go without its owner's refresh (every STALE_MS / 2) before it counts as
 * abandoned. It bounds the wait of the start after a crash. It must exceed the longest time
 * the owner's event loop can be busy (PGlite runs on it): an owner that misses its refresh by
 * more than this is told its lock was lost and stops (see `onCompromised` below).
 */
export const STALE_MS = 10_000;

function readOwner(dir: string): OwnerInfo | null {
  try {
    const info = JSON.parse(readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as OwnerInfo;
    return typeof info.pid === 'number' ? info : null;
  } catch {
    return null;
  }
}

/** Whether a process with this PID runs on this machine (EPERM: it does, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

/**
 * Takes the lock on `dir` (created if missing). Throws DataDirLockedError at once when a live
 * process owns it. When its recorded owner is gone, waits (at most STALE_MS and a little) for
 * the lock to go stale, takes it over and reports the previous owner (`tookOverFrom`, and a
 * warning on stderr unless `quiet`); PGlite recovers from its WAL.
 */
export async function lockDataDir(dir: string, { quiet = false, command = commandName() } = {}): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true });
  const options: lockfile.LockOptions = {
    lockfilePath: path.join(dir, LOCK_DIR),
    realpath: false,
    stale: STALE_MS,
    // Someone removed the lock, or the owner's refresh came too late: another start may
    // already own the directory, so this owner must not write on. Thrown from the library's
    // timer, it ends the process; `npm start`'s web server goes down with its supervisor.
    onCompromised: () => {
      throw new DataDirLockedError(
        `Lost the lock on ${dir} (removed, or not refreshed for ${STALE_MS / 1000} s); stopping so that ` +
          'no two processes write to the embedded database.',
      );
    },
  };
  let unlock: () => void;
  try {
    unlock = lockfile.lockSync(dir, options);
  } catch (error) {
    if (!isLocked(error)) throw error;
    const owner = readOwner(dir);
    // A live owner, or none on record (the record was deleted while the lock is refreshed).
    if (!owner || owner.pid === process.pid || running(owner.pid)) {
      throw new DataDirLockedError(lockedMessage(dir, owner));
    }
    const retries = Math.ceil(STALE_MS / 1000) + 2;
    try {
      const release = await lockfile.lock(dir, { ...options, retries: { retries, factor: 1, minTimeout: 1000 } });
      unlock = () => void release().catch(() => {});
    } catch (waited) {
      // Still refreshed: the record was wrong (forged, or a reused PID), and someone holds it.
      if (isLocked(waited)) throw new DataDirLockedError(lockedMessage(dir, readOwner(dir)));
      throw waited;
    }
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
      unlock();
    },
  };
}

function commandName(): string {
  const script = process.argv[1] ? path.basename(process.argv[1]) : 'node';
  return [script, ...process.argv.slice(2)].join(' ').slice(0, 80);
}
