import 'server-only';
import { env } from '@/lib/config/env';
import { canonicalPortalOrigin } from '@/lib/links/canonical-origin';
import { unsubscribeToken } from './unsubscribe-token';
import type { NotificationCategory } from './categories';

/** The key material of unsubscribe links: the app's secret (AUTH_SECRET, or Supabase's key). */
export function unsubscribeSecret(): string | null {
  const e = env();
  return e.AUTH_SECRET ?? e.SUPABASE_SERVICE_ROLE_KEY ?? null;
}

/**
 * The portal's origin for links in mail, from configuration only (a mail goes to someone
 * other than the request's sender, so the request's Host must never reach it).
 */
export async function portalOrigin(): Promise<string> {
  return canonicalPortalOrigin();
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
