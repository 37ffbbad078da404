// Which request met a database outage while it rendered (issue 22). The proxy answers 503
// while the database is known to be down, but a page that was already rendering when it
// dropped fails inside Next.js, which can only answer such a failure with 500. The custom
// server (scripts/next-server.ts) runs each request in this store; lib/db/client.ts notes
// an outage in it; lib/outage/node-response.ts then answers that request's 500 with the 503
// page instead. Kept on globalThis: the server and the app's bundles are separate module
// instances in one process. No 'server-only' import: the custom server loads it directly.
import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestOutage = { databaseUnavailable: boolean };

const KEY = Symbol.for('consultancy.request-outage');

function storage(): AsyncLocalStorage<RequestOutage> {
  const g = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestOutage> | undefined>;
  g[KEY] ??= new AsyncLocalStorage<RequestOutage>();
  return g[KEY];
}

/** Runs one request's handling with its own outage marker. */
export function withRequestOutage<T>(marker: RequestOutage, fn: () => T): T {
  return storage().run(marker, fn);
}

/** Notes that the current request could not reach the database (a no-op outside a request). */
export function noteDatabaseUnavailable(): void {
  const marker = storage().getStore();
  if (marker) marker.databaseUnavailable = true;
}
