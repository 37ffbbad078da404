/* eslint-disable @typescript-eslint/no-require-imports -- preloaded with node --require, so CommonJS */
// Preloaded into the Next.js server that scripts/serve.ts supervises (issue 22):
// - the supervisor is its lifeline: when the IPC channel to it closes (it stopped or was
//   killed, taking the embedded database with it) this server stops too, exit code 1;
// - with NEXT_MANUAL_SIG_HANDLE set (production), SIGTERM/SIGINT shut the HTTP server down
//   gracefully within SHUTDOWN_TIMEOUT_SECONDS (scripts/graceful-shutdown.cjs), exit code 0.
'use strict';
const http = require('node:http');
const { shutdownDeadlineMs, trackServer } = require('./graceful-shutdown.cjs');

const tracked = [];
if (process.env.NEXT_MANUAL_SIG_HANDLE) {
  const createServer = http.createServer;
  http.createServer = function (...args) {
    const server = createServer.apply(this, args);
    tracked.push(trackServer(server));
    return server;
  };
}

let stopping = false;
function stop(reason, code) {
  if (stopping) return;
  stopping = true;
  const deadline = shutdownDeadlineMs();
  const started = Date.now();
  console.log(`Stopping the web server (${reason}); in-flight requests have ${deadline / 1000} s to finish.`);
  Promise.all(tracked.map((t) => t.shutdown(deadline))).then((results) => {
    const forced = results.filter((r) => r.forced);
    const open = forced.reduce((n, r) => n + r.openAtDeadline, 0);
    console.log(
      forced.length
        ? `Web server stopped at the deadline, closing ${open} connection(s) by force.`
        : `Web server stopped in ${Date.now() - started} ms.`,
    );
    process.exit(code);
  });
  // Never outlive the deadline, whatever is still pending.
  setTimeout(() => process.exit(code || 1), deadline + 1000).unref();
}

if (process.env.NEXT_MANUAL_SIG_HANDLE) {
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
}
if (process.connected) {
  process.on('disconnect', () => stop('its supervisor is gone', 1));
}
