import 'server-only';
import { systemDb, type Database } from '@/lib/db/client';
import { activityLog } from '@/lib/db/schema';
import { log } from '@/lib/log/logger';

/**
 * A sign-in in the activity log. Sign-in runs on the trusted connection (there is
 * no user yet), so the entry is written there too; a failure to log never fails the sign-in.
 */
export async function recordSignIn(userId: string, ip: string | null, db: Database = systemDb()): Promise<void> {
  try {
    await db.insert(activityLog).values({
      userId,
      action: 'signed_in',
      resourceType: 'profile',
      resourceId: userId,
      ip: ip && ip !== 'unknown' ? ip : null,
    });
  } catch (error) {
    log.error({ err: error }, 'Recording a sign-in failed');
  }
}
