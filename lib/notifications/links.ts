import 'server-only';
import { env } from '@/lib/config/env';
import { areaUrl } from '@/lib/hosts';
import { siteUrl } from '@/lib/site-url';
import { unsubscribeToken } from './unsubscribe-token';
import type { NotificationCategory } from './categories';

/** The key material of unsubscribe links: the app's secret (AUTH_SECRET, or Supabase's key). */
export function unsubscribeSecret(): string | null {
  const e = env();
  return e.AUTH_SECRET ?? e.SUPABASE_SERVICE_ROLE_KEY ?? null;
}

/**
 * The portal's origin for links in mail. Mail is also queued outside a request (the
 * scheduled invoice run), so it is read from the request when there is one and from
 * SITE_URL / ROOT_DOMAIN otherwise.
 */
export async function portalOrigin(): Promise<string> {
  try {
    const { headers } = await import('next/headers');
    const h = await headers();
    const protocol = h.get('x-forwarded-proto') === 'https' ? 'https:' : 'http:';
    return areaUrl('portal', '/', h.get('host'), protocol).replace(/\/$/, '');
  } catch {
    const site = siteUrl();
    return areaUrl('portal', '/', site.host, site.protocol).replace(/\/$/, '');
  }
}

export function unsubscribeLinks(origin: string, secret: string, userId: string, category: NotificationCategory) {
  const token = encodeURIComponent(unsubscribeToken(secret, userId, category));
  return {
    /** The page a person opens from the mail's footer (it asks before changing anything). */
    page: `${origin}/unsubscribe?token=${token}`,
    /** RFC 8058's one-click address: a POST there unsubscribes at once. */
    oneClick: `${origin}/api/notifications/unsubscribe?token=${token}`,
  };
}
