import { createClient } from '@supabase/supabase-js';

// The service-role Admin API client, in one place for the app (admin-users-supabase.ts) and
// the command line (`npm run admin:create`, lib/accounts/first-admin.ts). No 'server-only'
// import, so the CLI can load it; the service-role key never reaches a browser bundle because
// only server modules and scripts import this.

export type SupabaseAdminConfig = { url: string; serviceRoleKey: string; fetch?: typeof fetch };

export function supabaseAdminAuth(config: SupabaseAdminConfig) {
  return createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: config.fetch ? { fetch: config.fetch } : undefined,
  }).auth.admin;
}
