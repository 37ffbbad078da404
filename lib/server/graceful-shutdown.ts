// Graceful shutdown of the web server: stop accepting, let in-flight requests
// finish, close keep-alive connections as soon as they are idle (and tell clients that keep
// sending to close theirs), and force the rest closed at a deadline. It works on the
// http.Server that scripts/next-server.ts creates itself, so it sees every connection.
import type http from 'node:http';
import type { Socket } from 'node:net';

export type ShutdownResult = { forced: boolean; openAtDeadline: number; inFlightAtDeadline: number };

/**
 * Tracks a server's connections and in-flight requests from the moment it is called.
 * `shutdown(deadlineMs)` resolves once every connection is closed, or at the deadline after
 * closing the remaining ones by force.
 */
export function trackServer(server: http.Server) {
  let stopping = false;
  const responses = new Set<http.ServerResponse>();
  const sockets = new Set<Socket>();

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // During a shutdown every response ends its connection, so busy keep-alive clients go too.
  const endConnection = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    responses.add(res);
    if (stopping) endConnection(res);
    res.once('close', () => {
      responses.delete(res);
      if (stopping) server.closeIdleConnections();
    });
  });

  function shutdown(deadlineMs: number): Promise<ShutdownResult> {
    stopping = true;
    for (const res of responses) endConnection(res);
    return new Promise((resolve) => {
      let done = false;
      const finish = (result: ShutdownResult) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        clearInterval(sweep);
        resolve(result);
      };
      const timer = setTimeout(() => {
        const open = sockets.size;
        const busy = responses.size;
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        finish({ forced: open > 0, openAtDeadline: open, inFlightAtDeadline: busy });
      }, deadlineMs);
      timer.unref();
      // A response that was already sending its headers cannot ask for `Connection: close`;
      // its connection is closed as soon as it goes idle.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      sweep.unref();
      const clean = { forced: false, openAtDeadline: 0, inFlightAtDeadline: 0 };
      server.close(() => finish(clean));
      server.closeIdleConnections();
      if (sockets.size === 0 && !server.listening) finish(clean);
    });
  }

  return { shutdown, stats: () => ({ inFlight: responses.size, connections: sockets.size, stopping }) };
}

/** The deadline from SHUTDOWN_TIMEOUT_SECONDS (default 10 s). */
export function shutdownDeadlineMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.SHUTDOWN_TIMEOUT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 10_000;
}
