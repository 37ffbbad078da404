import 'server-only';
import { isIP } from 'node:net';
import { cookies, headers } from 'next/headers';
import type { CookieJar } from './cookies';
import type { RequestContext } from './types';

/** The cookies of the current server component / action request as a CookieJar. */
export async function requestCookieJar(): Promise<CookieJar> {
  const store = await cookies();
  const host = (await headers()).get('host');
  return {
    host,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      try {
        store.set(name, value, options);
      } catch {
        // Server components cannot set cookies; the proxy refreshes sessions instead.
      }
    },
  };
}

/** The client's real IP: the platform's header first (Vercel sets x-real-ip), never a placeholder. */
export function clientIp(h: Headers): string | null {
  const candidates = [h.get('x-real-ip'), h.get('x-forwarded-for')?.split(',')[0]];
  for (const raw of candidates) {
    const ip = raw?.trim().replace(/^::ffff:/, '');
    if (ip && isIP(ip)) return ip;
  }
  return null;
}

export async function requestContext(): Promise<RequestContext> {
  const h = await headers();
  return { ip: clientIp(h), userAgent: h.get('user-agent') };
}
