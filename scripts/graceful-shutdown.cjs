// Graceful shutdown of an HTTP server (issue 22): stop accepting, let in-flight requests
// finish, close keep-alive connections as soon as they are idle (and tell clients that
// keep sending to close theirs), and force the rest closed at a deadline. CommonJS because
// the Next.js child loads it with `node --require` (scripts/next-child.cjs).
'use strict';

/**
 * Tracks a server's connections and in-flight requests from the moment it is called.
 * `shutdown(deadlineMs)` resolves with { forced, openAtDeadline } once every connection
 * is closed, or at the deadline after closing the remaining ones by force.
 * @param {import('node:http').Server} server
 */
function trackServer(server) {
  let stopping = false;
  const responses = new Set();
  const sockets = new Set();

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // During a shutdown every response ends its connection, so busy keep-alive clients go too.
  const endConnection = (res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (req, res) => {
    responses.add(res);
    if (stopping) endConnection(res);
    res.once('close', () => {
      responses.delete(res);
      if (stopping) server.closeIdleConnections();
    });
  });

  /** @param {number} deadlineMs */
  function shutdown(deadlineMs) {
    stopping = true;
    for (const res of responses) endConnection(res);
    return new Promise((resolve) => {
      let done = false;
      const finish = (forced) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        clearInterval(sweep);
        resolve({ forced, openAtDeadline: forced ? sockets.size : 0, inFlightAtDeadline: forced ? responses.size : 0 });
      };
      const timer = setTimeout(() => {
        const open = sockets.size;
        const busy = responses.size;
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        done = true;
        clearInterval(sweep);
        resolve({ forced: open > 0, openAtDeadline: open, inFlightAtDeadline: busy });
      }, deadlineMs);
      timer.unref?.();
      // A response that was already sending its headers cannot ask for `Connection: close`;
      // its connection is closed as soon as it goes idle.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      sweep.unref?.();
      server.close(() => finish(false));
      server.closeIdleConnections();
      if (sockets.size === 0 && !server.listening) finish(false);
    });
  }

  return { shutdown, stats: () => ({ inFlight: responses.size, connections: sockets.size, stopping }) };
}

/** The deadline from SHUTDOWN_TIMEOUT_SECONDS (default 10 s). */
function shutdownDeadlineMs(env = process.env) {
  const seconds = Number(env.SHUTDOWN_TIMEOUT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 10_000;
}

module.exports = { trackServer, shutdownDeadlineMs };
