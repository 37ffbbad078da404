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

  it('reads the write rates, the storage quota and the mail batch window, with defaults', () => {
    const defaults = parseEnv({});
    expect(defaults.WRITE_RATE_MESSAGES).toEqual({ count: 10, seconds: 60 });
    expect(defaults.WRITE_RATE_TICKET_REPLIES).toEqual({ count: 10, seconds: 60 });
    expect(defaults.WRITE_RATE_TICKETS).toEqual({ count: 5, seconds: 600 });
    expect(defaults.WRITE_RATE_UPLOAD_MB).toEqual({ count: 50, seconds: 600 });
    expect(defaults.STORAGE_QUOTA_MB).toBe(2048);
    expect(defaults.MAIL_BATCH_MINUTES).toBe(5);
    const set = parseEnv({ WRITE_RATE_MESSAGES: ' 30 / 120 ', STORAGE_QUOTA_MB: '10240', MAIL_BATCH_MINUTES: '0' });
    expect(set.WRITE_RATE_MESSAGES).toEqual({ count: 30, seconds: 120 });
    expect(set.STORAGE_QUOTA_MB).toBe(10240);
    expect(set.MAIL_BATCH_MINUTES).toBe(0);
    for (const bad of ['10', '0/60', '10/0', 'ten/60', '-1/60', '10/60/2'])
      expect(() => parseEnv({ WRITE_RATE_UPLOAD_MB: bad }), bad).toThrow(/WRITE_RATE_UPLOAD_MB: A write rate is/);
    expect(() => parseEnv({ STORAGE_QUOTA_MB: '0' })).toThrow(/STORAGE_QUOTA_MB/);
    expect(() => parseEnv({ MAIL_BATCH_MINUTES: 'soon' })).toThrow(/MAIL_BATCH_MINUTES/);
  });
});
