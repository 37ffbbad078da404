import 'server-only';
import { env, isSupabaseMode } from '@/lib/config/env';
import { localAdminUsers } from './admin-users-local';
import { createSupabaseAdminUsers } from './admin-users-supabase';

import type { AdminUsers } from './admin-users-types';

export * from './admin-users-types';

/** The admin user operations of the configured mode: Supabase's admin API, or local. */
export function adminUsers(): AdminUsers {
  const e = env();
  return isSupabaseMode(e)
    ? createSupabaseAdminUsers({ url: e.NEXT_PUBLIC_SUPABASE_URL!, serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY! })
    : localAdminUsers;
}
