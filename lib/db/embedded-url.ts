import { readFileSync } from 'node:fs';
import path from 'node:path';

// The embedded database's URL: loopback port plus the password the server keeps in its
// data directory (lib/db/embedded.ts). Light on purpose: tests and the bench import it.

export function embeddedUrl(secret: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/** The URL of a running embedded database whose secret is kept in `secretFile`. */
export function embeddedDatabaseUrl(secretFile: string, port: number): string {
  return embeddedUrl(readFileSync(secretFile, 'utf8').trim(), port);
}

/**
 * Where a data directory keeps its embedded database's password (mode 0600). Every owner of
 * the directory (npm start, seed:large, admin:create) serves the database with it, and every
 * client (tests, the bench) reads it from here.
 */
export function embeddedSecretFile(dataDir: string): string {
  return path.join(dataDir, 'db-secret');
}
