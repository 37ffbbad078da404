import { timingSafeEqual } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';

// PGlite's socket server accepts any user and password as superuser. This front listens on
// the loopback port the app connects to, asks for the password (PostgreSQL's cleartext
// password exchange; loopback only) and, once it matches, joins the client to the database
// on its private Unix socket. Nothing else is read or changed in the protocol.

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const PROTOCOL_3 = 196608;
const MAX_STARTUP_BYTES = 10_000;

function authenticationCleartext(): Buffer {
  const message = Buffer.alloc(9);
  message.write('R', 0);
  message.writeInt32BE(8, 1);
  message.writeInt32BE(3, 5);
  return message;
}

function fatal(code: string, text: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

function matches(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function handle(client: Socket, secret: string, upstreamPath: string) {
  let buffer = Buffer.alloc(0);
  let startup: Buffer | null = null;
  const refuse = (code: string, text: string) => {
    client.end(fatal(code, text));
  };
  client.on('error', () => client.destroy());
  const onData = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (buffer.length > MAX_STARTUP_BYTES) return refuse('08P01', 'startup too long');
    for (;;) {
      if (!startup) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (length < 8 || length > MAX_STARTUP_BYTES) return refuse('08P01', 'invalid startup packet');
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          client.write('N');
          continue;
        }
        if (code !== PROTOCOL_3) return refuse('08P01', 'unsupported startup request');
        startup = Buffer.from(message);
        client.write(authenticationCleartext());
        continue;
      }
      if (buffer.length < 5) return;
      if (buffer[0] !== 0x70 /* 'p' */) return refuse('28000', 'password authentication required');
      const length = buffer.readInt32BE(1);
      if (length < 5 || length > MAX_STARTUP_BYTES) return refuse('08P01', 'invalid password message');
      if (buffer.length < length + 1) return;
      const password = buffer
        .subarray(5, length + 1)
        .toString('utf8')
        .replace(/\0$/, '');
      const rest = buffer.subarray(length + 1);
      if (!matches(password, secret)) return refuse('28P01', 'password authentication failed');
      client.off('data', onData);
      client.pause();
      const upstream = connect(upstreamPath, () => {
        upstream.write(startup!);
        if (rest.length) upstream.write(rest);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      return;
    }
  };
  client.on('data', onData);
}

/** Listens on host:port and forwards authenticated clients to the Unix socket `upstreamPath`. */
export async function startAuthFront(options: {
  host: string;
  port: number;
  secret: string;
  upstreamPath: string;
}): Promise<{ server: Server; port: number }> {
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    handle(socket, options.secret, options.upstreamPath);
  });
  // Stopping the database ends its connections rather than waiting for clients to leave.
  const close = server.close.bind(server);
  server.close = (callback) => {
    for (const socket of open) socket.destroy();
    return close(callback);
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : options.port };
}
