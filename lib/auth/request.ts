import 'server-only';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/config/env';
import { clientIpFrom, parseTrustedProxy } from '@/lib/security/client-ip';
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

/** The client's address by the configured trust (lib/security/client-ip.ts). */
export function clientIp(h: Headers): string | null {
  return clientIpFrom(h, parseTrustedProxy(env().TRUSTED_PROXY));
}

export async function requestContext(): Promise<RequestContext> {
  const h = await headers();
  return { ip: clientIp(h), userAgent: h.get('user-agent') };
}
