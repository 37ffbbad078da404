import { isIP } from 'node:net';

// Rate limits count per address, but one IPv6 customer usually holds a whole /64 (2^64
// addresses): counted one by one, a single attacker would never be limited. So an IPv6
// address is counted as its /64 network; an IPv4 address (and an IPv4-mapped one) as itself.

function expandIpv6(address: string): number[] | null {
  const [head, tail] = address.split('::');
  if (address.split('::').length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  let left = part(head);
  let right = tail === undefined ? [] : part(tail);
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const last = (tail === undefined ? left : right).at(-1);
  if (last && last.includes('.')) {
    const bytes = last.split('.').map(Number);
    const groups = [((bytes[0] << 8) | bytes[1]).toString(16), ((bytes[2] << 8) | bytes[3]).toString(16)];
    if (tail === undefined) left = [...left.slice(0, -1), ...groups];
    else right = [...right.slice(0, -1), ...groups];
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}

/** The address a rate limit counts `ip` under: an IPv6 address's /64 network, else `ip`. */
export function rateLimitAddress(ip: string | null): string | null {
  if (!ip) return ip;
  const plain = ip.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return ip;
  const groups = expandIpv6(plain.toLowerCase());
  if (!groups) return ip;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address it is.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::`;
}
