import { readFileSync } from 'node:fs';

// The embedded database's URL: loopback port plus the password the server keeps in its
// data directory (lib/db/embedded.ts). Light on purpose: tests and the bench import it.

export function embeddedUrl(secret: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/** The URL of a running embedded database whose secret is kept in `secretFile`. */
export function embeddedDatabaseUrl(secretFile: string, port: number): string {
  return embeddedUrl(readFileSync(secretFile, 'utf8').trim(), port);
}
