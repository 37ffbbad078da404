import 'server-only';
import { isNotNull, isNull, type SQL } from 'drizzle-orm';
import { profiles } from '@/lib/db/schema';
import type { AccountFilter } from './account-filter';

/** The SQL of an account filter: deactivated accounts are hidden unless asked for. */
export function accountCondition(filter: AccountFilter): SQL | undefined {
  if (filter === 'current') return isNull(profiles.deactivatedAt);
  if (filter === 'deactivated') return isNotNull(profiles.deactivatedAt);
  return undefined;
}
