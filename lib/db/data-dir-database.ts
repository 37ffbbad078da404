// The embedded database of one data directory, opened by its one owner: `npm start`, and the
// one-off scripts that run while the server is stopped (seed:large, admin:create,
// bench:invoice-run). Every owner takes the directory's lock first and serves the database on
// the directory's own socket (DATA_DIR/socket), so every client finds it from DATA_DIR alone.
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { embeddedSocketDir, startEmbeddedPostgres } from './embedded';

export type DataDirDatabase = {
  url: string;
  /** Stops the database, then releases the directory (also when stopping fails). */
  stop: () => Promise<void>;
};

/**
 * Locks `dataDir` (throws DataDirLockedError at once when another process owns it) and starts
 * its embedded database on the directory's socket.
 */
export async function openDataDirDatabase(dataDir: string): Promise<DataDirDatabase> {
  const { release } = await lockDataDir(dataDir);
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pgdata'),
      socketDir: embeddedSocketDir(dataDir),
    });
    return {
      url: embedded.url,
      stop: async () => {
        try {
          await embedded.stop();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The database a one-off script works on: `configuredUrl` when set, otherwise the embedded one
 * in `dataDir` (see openDataDirDatabase). `stop` does nothing for a configured URL.
 */
export async function openScriptDatabase(configuredUrl: string | undefined, dataDir: string): Promise<DataDirDatabase> {
  if (configuredUrl) return { url: configuredUrl, stop: async () => {} };
  return openDataDirDatabase(dataDir);
}
