import path from 'node:path';

// Where the embedded database listens, and the URL that reaches it. Light on purpose: tests and
// the bench import it.

/** The URL of an embedded database whose Unix socket is in `socketDir` (lib/db/postgres-client.ts). */
export function embeddedUrl(socketDir: string): string {
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
}

/**
 * The private directory (mode 0700) of a data directory's database socket. Every owner of the
 * directory (npm start, seed:large, admin:create) serves the database there, so every client
 * (tests, the bench) finds it from the data directory alone.
 */
export function embeddedSocketDir(dataDir: string): string {
  return path.join(dataDir, 'socket');
}

/** The URL of the embedded database that the owner of `dataDir` serves. */
export function embeddedDatabaseUrl(dataDir: string): string {
  return embeddedUrl(embeddedSocketDir(dataDir));
}
