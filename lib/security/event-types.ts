// The security events the dashboard counts, in one place: the security_events.event_type check
// constraint and the Drizzle column type derive from it (tests/db/domain-lists.test.ts checks
// the migrated constraint allows exactly these values). Apart from ./events.ts, which writes
// them, so the database schema can import it.

export const SECURITY_EVENT_TYPES = [
  'failed_login',
  'rate_limited',
  'token_rotation',
  'unauthorized_admin_access',
  'successful_login',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
