// The embedded database of one data directory, opened by its one owner: `npm start`, and the
// one-off scripts that run while the server is stopped (seed:large, admin:create,
// bench:invoice-run). Every owner takes the directory's lock first and serves the directory's
// own password, never a throwaway one, so the server that starts next finds what it expects.
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { embeddedSecretFile, startEmbeddedPostgres } from './embedded';

export type DataDirDatabase = {
  url: string;
  /** Stops the database, then releases the directory (also when stopping fails). */
  stop: () => Promise<void>;
};

/**
 * Locks `dataDir` (throws DataDirLockedError at once when another process owns it) and starts
 * its embedded database. `port`: the loopback port of the database's front (default: any).
 */
export async function openDataDirDatabase(dataDir: string, options: { port?: number } = {}): Promise<DataDirDatabase> {
  const { release } = await lockDataDir(dataDir);
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pgdata'),
      port: options.port,
      secretFile: embeddedSecretFile(dataDir),
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
