import 'server-only';
import { withUser } from '@/lib/db/client';
import { getCurrentUser } from '@/lib/auth/current-user';
import { recordSecurityEvent } from './events';
import { isAdminAccessValid } from './queries';
import { isWithinRateLimit, RATE_LIMITS } from './rate-limit';

/**
 * /mgmt-<part> leads a signed-in admin with a live session and the current
 * token part to the admin panel. Every other visit is recorded as unauthorized_admin_access
 * with the attempted path (by the SQL checks, or here for visitors who are not signed in)
 * and answered like any unknown page.
 */
export async function isValidAdminPath(part: string, ip: string | null): Promise<boolean> {
  // A database error reaches the error page: it is not a visit by someone signed out. An
  // admin held for two-factor is no intruder: the dashboard it leads to holds them instead.
  const user = await getCurrentUser('two-factor-setup');
  if (!user) {
    // Bounded per source: a scanner cannot grow the log without end.
    if (!(await isWithinRateLimit(ip, RATE_LIMITS.adminPathLog))) return false;
    await recordSecurityEvent('unauthorized_admin_access', ip, {
      path: `/mgmt-${part.slice(0, 64)}`,
      reason: 'not signed in',
    });
    return false;
  }
  return withUser(user.claims, (tx) => isAdminAccessValid(tx, part, user.claims.session_id ?? ''));
}
