import 'server-only';
import { sql } from 'drizzle-orm';
import { withUser } from '@/lib/db/client';
import { getCurrentUser } from '@/lib/auth/current-user';
import { recordSecurityEvent } from './events';
import { isWithinRateLimit, RATE_LIMITS } from './rate-limit';

/**
 * DESIGN §7.9: /mgmt-<part> leads a signed-in admin with a live session and the current
 * token part to the admin panel. Every other visit is recorded as unauthorized_admin_access
 * with the attempted path (by the SQL checks, or here for visitors who are not signed in)
 * and answered like any unknown page.
 */
export async function isValidAdminPath(part: string, ip: string | null): Promise<boolean> {
  const user = await getCurrentUser().catch(() => null);
  if (!user) {
    // Bounded per source (issue 15, item 11): a scanner cannot grow the log without end.
    if (!(await isWithinRateLimit(ip, RATE_LIMITS.adminPathLog))) return false;
    await recordSecurityEvent('unauthorized_admin_access', ip, {
      path: `/mgmt-${part.slice(0, 64)}`,
      reason: 'not signed in',
    });
    return false;
  }
  const [row] = await withUser(user.claims, (tx) =>
    tx.execute<{ ok: boolean }>(
      sql`select public.validate_admin_access(${part}) and public.validate_admin_session(${user.claims.session_id ?? ''}) as ok`,
    ),
  );
  return row?.ok === true;
}
