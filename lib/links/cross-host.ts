import 'server-only';
import { type Area } from '@/lib/hosts';
import { canonicalAreaUrl } from './canonical-origin';

/**
 * Absolute link to `path` on another area's host. From configuration, never from the
 * request's Host or forwarding headers (lib/links/canonical-origin.ts): the same link
 * whoever asks.
 */
export async function crossHostUrl(area: Area, path: string): Promise<string> {
  return canonicalAreaUrl(area, path);
}
