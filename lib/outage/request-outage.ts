// Kept only because lib/db/client.ts (owned by the database rewrite) still calls it when a
// request meets an outage. A page's answer to an outage no longer needs a per-request
// marker: the page itself sends the browser to the outage answer (lib/outage/page-outage.ts)
// and the proxy sends the 503 (proxy.ts). Remove this file once client.ts drops the call.

/** Does nothing; see above. */
export function noteDatabaseUnavailable(): void {}
