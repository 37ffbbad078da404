import { isIP } from 'node:net';

// Where the client's address comes from. By default from the TCP
// socket: `npm start`'s launcher (scripts/next-server.ts) overwrites X-Forwarded-For with
// the socket address, so whatever a caller sends is ignored. Forwarding headers are read
// only when TRUSTED_PROXY says a proxy sets them:
//   TRUSTED_PROXY=vercel  the platform's x-real-ip (Vercel overwrites it)
//   TRUSTED_PROXY=<n>     n proxies in front: the n-th address from the right of
//                         X-Forwarded-For (each proxy appends the address it saw; the
//                         launcher appends the socket), so a client's own entries on the
//                         left are never taken.

export type TrustedProxy = { kind: 'none' } | { kind: 'vercel' } | { kind: 'hops'; hops: number };

export function parseTrustedProxy(raw: string | undefined): TrustedProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'none') return { kind: 'none' };
  if (value === 'vercel') return { kind: 'vercel' };
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return { kind: 'hops', hops: Number(value) };
  throw new Error(`TRUSTED_PROXY must be empty, "vercel" or a number of proxies from 1 to 10 (got "${raw}")`);
}

function plain(address: string | undefined | null): string | null {
  const ip = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return ip && isIP(ip) ? ip : null;
}

type HeaderBag = Record<string, string | string[] | undefined>;

/**
 * The launcher's half: the request headers Next.js should see, given the socket address.
 * Forwarding headers a client could forge are dropped or, behind trusted proxies, the
 * socket is appended to the chain.
 */
export function forwardedHeaders(
  headers: HeaderBag,
  socketAddress: string | undefined,
  trust: TrustedProxy,
): HeaderBag {
  if (trust.kind === 'vercel') return headers;
  const out: HeaderBag = { ...headers };
  const socket = plain(socketAddress) ?? '0.0.0.0';
  delete out['x-real-ip'];
  if (trust.kind === 'none') {
    out['x-forwarded-for'] = socket;
    delete out['x-forwarded-host'];
    delete out['x-forwarded-proto'];
    delete out['x-forwarded-port'];
    return out;
  }
  const incoming = [out['x-forwarded-for']].flat().filter(Boolean).join(', ');
  out['x-forwarded-for'] = incoming ? `${incoming}, ${socket}` : socket;
  return out;
}

/** The app's half: the client address of a request, or null when it cannot be known. */
export function clientIpFrom(headers: Headers, trust: TrustedProxy): string | null {
  if (trust.kind === 'vercel') return plain(headers.get('x-real-ip'));
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  const index = trust.kind === 'none' ? chain.length - 1 : Math.max(0, chain.length - 1 - trust.hops);
  return plain(chain[index]);
}
