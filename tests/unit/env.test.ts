import { describe, expect, it } from 'vitest';
import { isSupabaseMode, parseEnv } from '@/lib/config/env';

describe('parseEnv', () => {
  it('defaults to the embedded, local-auth mode', () => {
    const env = parseEnv({});
    expect(env.ROOT_DOMAIN).toBe('localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(isSupabaseMode(env)).toBe(false);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('rejects half a Supabase configuration and short secrets with clear messages', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/Supabase mode needs/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('recognises Supabase mode when all keys are set', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
    });
    expect(isSupabaseMode(env)).toBe(true);
  });
});
