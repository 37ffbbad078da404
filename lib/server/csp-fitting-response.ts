// `npm start`'s server response (Node's documented `ServerResponse` option of
// http.createServer), able to fit a page's Content-Security-Policy to the HTML it actually
// sends. A page Next.js regenerates (ISR) inlines its React payload, which holds its content:
// each regeneration brings new inline scripts, which the hashes taken at build time do not
// allow (docs/decisions/0071). For such a page the server holds Next.js's answer until it is
// complete, hashes the inline scripts of exactly those bytes, and sends the policy that allows
// them and nothing else. Every other answer passes through untouched.
import http from 'node:http';
import zlib from 'node:zlib';

export type CspFitting = {
  /** The policy the proxy gave the page as built; only an answer carrying it is refitted. */
  replaces: string;
  /** The policy allowing exactly the inline scripts of this HTML. */
  policyFor: (html: string) => string;
};

const CSP = 'content-security-policy';

function decoded(body: Buffer, encoding: string | undefined): string | null {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
      return body.toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(body).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(body).toString('utf8');
    case 'br':
      return zlib.brotliDecompressSync(body).toString('utf8');
    default:
      return null; // an encoding this cannot read: the build's policy stays (fails closed)
  }
}

function chunkBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * The last body fitted per page and encoding, with its policy: most answers repeat the copy
 * Next.js has, so comparing the bytes (microseconds) spares reading and hashing them again
 * (about 1 ms for the home page). Exact, so a new copy is always fitted anew.
 */
const lastFitted = new Map<string, { body: Buffer; policy: string }>();

const callbackOf = (...args: unknown[]) => args.find((a): a is () => void => typeof a === 'function');

export class CspFittingResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends http.ServerResponse<Request> {
  #fitting: CspFitting | null = null;
  #chunks: Buffer[] = [];

  /** Hold this answer until it is complete and fit its CSP to it (before Next.js writes). */
  fitCspToBody(fitting: CspFitting): void {
    this.#fitting = fitting;
  }

  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (this.#fitting) {
      // Only remembered: the headers go out with the complete body.
      this.statusCode = statusCode;
      const [first, second] = rest;
      if (typeof first === 'string') this.statusMessage = first;
      const headers = typeof first === 'string' ? second : first;
      if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) this.setHeader(name, value as string | number | readonly string[]);
        }
      } else if (Array.isArray(headers)) {
        const flat = headers.flat() as string[];
        for (let i = 0; i + 1 < flat.length; i += 2) this.appendHeader(flat[i], flat[i + 1]);
      }
      return this;
    }
    return super.writeHead(statusCode, ...(rest as [http.OutgoingHttpHeaders]));
  }

  override flushHeaders(): void {
    if (!this.#fitting) super.flushHeaders();
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (!this.#fitting) return super.write(chunk as never, encoding as BufferEncoding, callback as never);
    this.#chunks.push(chunkBuffer(chunk, encoding));
    // Called later, as a socket write's would be, never inside the caller's own write.
    const done = callbackOf(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  }

  override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
    const fitting = this.#fitting;
    if (!fitting) return super.end(chunk as never, encoding as BufferEncoding, callback as never);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      this.#chunks.push(chunkBuffer(chunk, encoding));
    }
    const done = callbackOf(chunk, encoding, callback);
    const body = Buffer.concat(this.#chunks);
    this.#chunks = [];
    this.#fitting = null;
    this.fit(fitting, body);
    return super.end(body, done);
  }

  private fit(fitting: CspFitting, body: Buffer): void {
    if (this.getHeader(CSP) !== fitting.replaces) return;
    // A 304 sends no body: without a policy of its own the browser keeps the one it stored
    // with the page, which was fitted to the same bytes (same ETag).
    if (this.statusCode === 304) {
      this.removeHeader(CSP);
      return;
    }
    const type = String(this.getHeader('content-type') ?? '');
    // A 404 too: an unknown or withdrawn case study's not-found page is cached like the page
    // (generated on demand), so it has no nonce either and needs its own scripts' hashes.
    if ((this.statusCode !== 200 && this.statusCode !== 404) || !type.startsWith('text/html')) return;
    const header = this.getHeader('content-encoding');
    const encoding = typeof header === 'string' ? header : undefined;
    const key = `${fitting.replaces}\n${encoding ?? ''}`;
    const last = lastFitted.get(key);
    if (last?.body.equals(body)) {
      this.setHeader(CSP, last.policy);
      return;
    }
    let html: string | null;
    try {
      html = decoded(body, encoding);
    } catch {
      html = null;
    }
    if (html === null) return;
    const policy = fitting.policyFor(html);
    if (lastFitted.size >= 32 && !lastFitted.has(key)) lastFitted.clear();
    lastFitted.set(key, { body, policy });
    this.setHeader(CSP, policy);
  }
}
