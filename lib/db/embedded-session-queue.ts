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

  queue.processQueue = async function processQueue() {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
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
        const midExchange = EXTENDED.has(type) && type !== SYNC && type !== SIMPLE_QUERY;
        owner = midExchange || this.db.isInTransaction() ? item.handlerId : null;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  queue.clearTransactionIfNeeded = async function clearTransactionIfNeeded(handlerId: number) {
    if (owner !== handlerId) return;
    owner = null;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    await this.processQueue();
  };
}
