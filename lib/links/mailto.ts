import { isStrictEmail } from '@/lib/validation/email';

/**
 * A mailto: link to `email`, or null when the address is not a plain one (rows stored
 * before the strict rule): the caller then shows it as text. Header fields are encoded
 * (RFC 6068), so nothing in them can add recipients or a body.
 */
export function mailtoHref(email: string, fields: Record<string, string> = {}): string | null {
  if (!isStrictEmail(email)) return null;
  const query = Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}
