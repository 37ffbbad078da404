import 'server-only';
import { headers } from 'next/headers';
import { areaUrl, type Area } from '@/lib/hosts';

/** Absolute link to `path` on another area's host, for server-rendered (dynamic) pages. */
export async function crossHostUrl(area: Area, path: string): Promise<string> {
  const h = await headers();
  const protocol = h.get('x-forwarded-proto') === 'https' ? 'https:' : 'http:';
  return areaUrl(area, path, h.get('host'), protocol);
}
