import { describe, expect, it } from 'vitest';
import { clientIpFrom, forwardedHeaders, parseTrustedProxy } from '@/lib/security/client-ip';

// The client address comes from the socket unless a proxy is trusted
// by configuration. The launcher (scripts/next-server.ts) rewrites the forwarding headers
// from the socket; the app reads them back with the same rule.

const rotating = ['203.0.113.7', '198.51.100.1, 203.0.113.9', '10.0.0.1', '::1', 'not-an-ip'];

function through(trust: string | undefined, socket: string, incoming: Record<string, string>) {
  const proxy = parseTrustedProxy(trust);
  const headers = forwardedHeaders(incoming, socket, proxy);
  return clientIpFrom(new Headers(headers as Record<string, string>), proxy);
}

describe('default (no trusted proxy): the socket address', () => {
  it.each(rotating)('ignores a forged X-Forwarded-For / X-Real-IP of %s', (forged) => {
    expect(through(undefined, '192.0.2.50', { 'x-forwarded-for': forged, 'x-real-ip': forged })).toBe('192.0.2.50');
  });

  it('reads IPv4-mapped socket addresses as IPv4', () => {
    expect(through('', '::ffff:192.0.2.51', {})).toBe('192.0.2.51');
  });

  it('app side alone: without the launcher, forged headers still do not name the client', () => {
    // The right-most entry is the launcher's; a caller's X-Real-IP is never read.
    expect(clientIpFrom(new Headers({ 'x-real-ip': '203.0.113.1' }), parseTrustedProxy(undefined))).toBeNull();
  });
});

describe('TRUSTED_PROXY=<hops>: the right-most untrusted entry', () => {
  it('one proxy: the address the proxy saw', () => {
    expect(through('1', '10.0.0.2', { 'x-forwarded-for': '198.51.100.23' })).toBe('198.51.100.23');
  });

  it('a client cannot push a fake address past the proxy', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the real 198.51.100.23.
    expect(through('1', '10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 198.51.100.23' })).toBe('198.51.100.23');
    expect(through('2', '10.0.0.3', { 'x-forwarded-for': '1.2.3.4, 198.51.100.23, 10.0.0.2' })).toBe('198.51.100.23');
  });
});

describe('TRUSTED_PROXY=vercel: the platform header', () => {
  it('reads x-real-ip, which the platform sets', () => {
    expect(clientIpFrom(new Headers({ 'x-real-ip': '198.51.100.4' }), parseTrustedProxy('vercel'))).toBe(
      '198.51.100.4',
    );
  });
});

describe('parseTrustedProxy', () => {
  it('refuses values it does not understand', () => {
    expect(() => parseTrustedProxy('yes')).toThrow(/TRUSTED_PROXY/);
    expect(() => parseTrustedProxy('0')).toThrow(/TRUSTED_PROXY/);
  });
});
