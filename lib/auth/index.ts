import { env, isSupabaseMode } from '@/lib/config/env';
import { localAuth } from './local-adapter';
import { createSupabaseAuth } from './supabase-adapter';
import type { AuthAdapter } from './types';

let adapter: AuthAdapter | undefined;

/** The configured auth adapter: Supabase when its keys are set, local otherwise. */
export function auth(): AuthAdapter {
  if (!adapter) {
    const e = env();
    adapter = isSupabaseMode(e)
      ? createSupabaseAuth({
          url: e.NEXT_PUBLIC_SUPABASE_URL!,
          anonKey: e.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
          serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
        })
      : localAuth;
  }
  return adapter;
}
