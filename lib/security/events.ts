import { systemDb } from '@/lib/db/client';
import { securityEvents } from '@/lib/db/schema';
import type { SecurityEventType } from './event-types';

/** Security events feed the security dashboard's metrics. */
export async function recordSecurityEvent(
  type: SecurityEventType,
  ip: string | null,
  details: Record<string, unknown>,
) {
  await systemDb().insert(securityEvents).values({ eventType: type, ip, details });
}
