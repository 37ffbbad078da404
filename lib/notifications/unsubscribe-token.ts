import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationCategory, type NotificationCategory } from './categories';

// The signed one-click unsubscribe: a token names a person and a category and is
// signed with a key derived from the app's secret, so the link works without signing in
// and nobody can make one for someone else. It does not expire: an old mail's link still
// unsubscribes (RFC 8058 expects the link to keep working).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, userId: string, category: string): string {
  const key = createHmac('sha256', secret).update('notification-unsubscribe').digest();
  return createHmac('sha256', key).update(`${userId}:${category}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  return `${userId}.${category}.${mac(secret, userId, category)}`;
}

/** The person and category of a genuine token, or null for anything else. */
export function verifyUnsubscribeToken(
  secret: string,
  token: unknown,
): { userId: string; category: NotificationCategory } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [userId, category, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !signature || !UUID.test(userId) || !isNotificationCategory(category)) return null;
  const expected = Buffer.from(mac(secret, userId, category));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category };
}
