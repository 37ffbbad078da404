// Whether the database is reachable, as seen by this server process. A connection error
// marks it down and starts a probe (one `select 1` on its own short-lived connection every
// PROBE_INTERVAL_MS); the first probe that succeeds marks it up again. The proxy reads the
// flag to answer page requests with a 503 during an outage (see docs/decisions/0028-database-outages-answer-503.md)
// without touching the database itself. The state lives on globalThis because the proxy
// and the pages are separate bundles in one process.
import { postgresClient } from './postgres-client';
import { log } from '@/lib/log/logger';

const PROBE_INTERVAL_MS = 500;
const KEY = Symbol.for('consultancy.db-health');

type Health = {
  down: boolean;
  since: number;
  probing: boolean;
  /** Counts the changes (down, up), so an error can be told apart from one of an earlier era. */
  generation: number;
  url?: string;
  listeners: Set<(down: boolean) => void>;
};

function state(): Health {
  const g = globalThis as unknown as Record<symbol, Health | undefined>;
  g[KEY] ??= { down: false, since: 0, probing: false, generation: 0, listeners: new Set() };
  return g[KEY];
}

/** True while the database is known to be unreachable (a cheap flag, no I/O). */
export function databaseDown(): boolean {
  return state().down;
}

/**
 * Which era of the database's health this is: it changes whenever the database is marked
 * down or up. Work that started in an earlier era and fails with a connection error failed
 * on a connection of that era (the pool is recycled at every change), which says nothing
 * about the database now.
 */
export function healthGeneration(): number {
  return state().generation;
}

/** Called on every change (the pool recycles its connections then: lib/db/client.ts). */
export function onDatabaseHealthChange(listener: (down: boolean) => void): void {
  state().listeners.add(listener);
}

function notify(s: Health) {
  s.generation++;
  for (const listener of s.listeners) {
    try {
      listener(s.down);
    } catch (error) {
      log.error({ err: error }, 'A database health listener failed');
    }
  }
}

/** Records an outage and starts probing `url` until the database answers again. */
export function markDatabaseDown(url: string | undefined): void {
  const s = state();
  if (!s.down) {
    s.down = true;
    s.since = Date.now();
    log.error('Database unreachable: pages answer 503 until it is back.');
    notify(s);
  }
  s.url = url ?? s.url;
  if (!s.probing && s.url) void probe(s);
}

async function probe(s: Health): Promise<void> {
  s.probing = true;
  try {
    while (s.down && s.url) {
      const sql = postgresClient(s.url, { max: 1, connect_timeout: 2, prepare: false, onnotice: () => {} });
      try {
        await sql`select 1`;
        s.down = false;
        log.info(`Database reachable again after ${((Date.now() - s.since) / 1000).toFixed(1)} s.`);
        notify(s);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
      } finally {
        await sql.end({ timeout: 0 }).catch(() => {});
      }
    }
  } finally {
    s.probing = false;
  }
}
