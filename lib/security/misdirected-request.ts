import { NextResponse, type NextRequest } from 'next/server';
import { isAllowedHost, MISDIRECTED_MESSAGE } from './allowed-hosts';
import { namedHostFor } from './static-page';

/**
 * The proxy's first answer: 421 Misdirected Request for a host this deployment does not
 * serve (lib/security/allowed-hosts.ts), null to go on. An IP address gets the name to use
 * instead: portal./app. cannot prefix it. A plain answer, not a redirect: Next.js would make
 * a redirect to a loopback address relative, and it would loop.
 */
export function misdirectedRequest(request: NextRequest): NextResponse | null {
  const host = request.headers.get('host');
  const { pathname, search, protocol } = request.nextUrl;
  if (isAllowedHost(host, pathname)) return null;
  const named = namedHostFor(host);
  const body = named ? `This site answers by name: ${protocol}//${named}${pathname}${search}\n` : MISDIRECTED_MESSAGE;
  return new NextResponse(body, { status: 421, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
