import { systemDb } from '@/lib/db/client';
import { securityEvents } from '@/lib/db/schema';

export type SecurityEventType =
  'failed_login' | 'successful_login' | 'rate_limited' | 'token_rotation' | 'unauthorized_admin_access';

/** Security events feed the security dashboard's metrics. */
export async function recordSecurityEvent(
  type: SecurityEventType,
  ip: string | null,
  details: Record<string, unknown>,
) {
  await systemDb().insert(securityEvents).values({ eventType: type, ip, details });
}
