import 'server-only';
import { eq, isNotNull, and } from 'drizzle-orm';
import type { Database, Tx } from '@/lib/db/client';
import { appSettings, mfaFactors } from '@/lib/db/schema';
import { listUserSessions } from '@/lib/auth/sessions';
import { describeUserAgent } from './user-agent';
import { formatDateTime } from '@/lib/format/date';

type Db = Database | Tx;

const when = formatDateTime;

/** The sessions list of /account (trusted connection: auth.sessions), this one marked. */
export async function mySessions(db: Db, userId: string, currentSessionId: string | undefined) {
  const rows = await listUserSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ip: row.ip,
    lastSeen: when(row.lastSeenAt),
    current: row.id === currentSessionId,
  }));
}

/** Whether the local adapter has a confirmed authenticator for the user. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: mfaFactors.userId })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

/** The "require two-factor for admins" setting (readable by every signed-in user under RLS). */
export async function loadRequireAdminMfa(tx: Tx): Promise<boolean> {
  const [row] = await tx.select({ value: appSettings.requireAdminMfa }).from(appSettings).limit(1);
  return row?.value ?? false;
}
