import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// PGlite is one database session; pglite-socket lets many client connections share it by
// queueing their protocol messages. Its queue (0.2.17) only keeps a connection's messages
// together while a transaction is open, so an extended-protocol exchange outside one
// (Parse, Bind, Describe, Execute … Sync, which postgres.js uses for every parameterised
// query) can be interleaved with another connection's: one client's Bind then meets the
// other's statement ("portal does not exist", parameters landing in the wrong query).
// This replaces the queue's scheduling so a connection owns the session from its first
// extended-protocol message until its Sync, and for as long as its transaction is open.
//
// Named prepared statements (postgres.js prepares every statement, so the database
// plans a repeated query once) live in that one session, not in a connection: the queue
// notes each connection's names from its Parse messages and, once the connection is gone,
// deallocates them at the next moment no exchange or transaction is open, so connections
// that come and go (the pool closes idle ones) do not leave their statements behind.

type QueuedMessage = {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
};

type QueueInternals = {
  queue: QueuedMessage[];
  processing: boolean;
  db: PGlite;
  lastHandlerId: number | null;
  processQueue: () => Promise<void>;
  clearTransactionIfNeeded: (handlerId: number) => Promise<void>;
};

const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // P B D E C H

export function serialiseSessions(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueueInternals }).queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function') {
    throw new Error(
      'Unexpected @electric-sql/pglite-socket internals: keep it pinned to 0.2.17 or revisit lib/db/embedded-session-queue.ts',
    );
  }
  let owner: number | null = null;
  const prepared = new Map<number, Set<string>>();
  let toDeallocate: string[] = [];

  queue.processQueue = async function processQueue() {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        if (owner === null && toDeallocate.length > 0) {
          const names = toDeallocate;
          toDeallocate = [];
          await deallocate(this.db, names); // exec takes the session's lock itself
        }
        if (this.queue.length === 0) break;
        const index = owner === null ? 0 : this.queue.findIndex((m) => m.handlerId === owner);
        if (index === -1) break; // the owner's next message has not arrived yet
        const [item] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
        }
        const type = item.message[0];
        const name = type === PARSE ? statementName(item.message) : '';
        if (name) {
          const names = prepared.get(item.handlerId) ?? new Set<string>();
          prepared.set(item.handlerId, names.add(name));
        }
        const midExchange = EXTENDED.has(type) && type !== SYNC && type !== SIMPLE_QUERY;
        owner = midExchange || this.db.isInTransaction() ? item.handlerId : null;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // pglite-socket calls this for every connection that goes away.
  queue.clearTransactionIfNeeded = async function clearTransactionIfNeeded(handlerId: number) {
    const names = prepared.get(handlerId);
    prepared.delete(handlerId);
    if (names) toDeallocate.push(...names);
    if (owner === handlerId) {
      owner = null;
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    }
    await this.processQueue();
  };
}

const PARSE = 0x50; // 'P'

/** The statement name of a Parse message (type, int32 length, name\0, query\0, …); '' = unnamed. */
export function statementName(message: Uint8Array): string {
  const end = message.indexOf(0, 5);
  return end > 5 ? Buffer.from(message.subarray(5, end)).toString('utf8') : '';
}

async function deallocate(db: PGlite, names: string[]) {
  for (const name of names) {
    // The name came from the client: quoted as an identifier, never spliced raw.
    await db.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => {});
  }
}
