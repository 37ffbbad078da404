// supabase/config.toml, as the Supabase CLI reads it: the settings the README's Deploy
// section relies on (no sign-ups, redirect URLs for every host the app sends people back to,
// mail templates on /auth/confirm, the private bucket, the seed).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { areaUrl } from '@/lib/hosts';
import { SUPABASE_FILES_BUCKET } from '@/lib/storage';

type Config = {
  api: { enabled: boolean; schemas: string[]; extra_search_path: string[] };
  db: { seed: { enabled: boolean; sql_paths: string[] } };
  storage: { buckets: Record<string, { public: boolean; file_size_limit: string }> };
  auth: {
    site_url: string;
    additional_redirect_urls: string[];
    enable_signup: boolean;
    enable_anonymous_sign_ins: boolean;
    minimum_password_length: number;
    email: { enable_signup: boolean; template: Record<string, { subject: string; content_path: string }> };
  };
};

const config = parse(readFileSync('supabase/config.toml', 'utf8')) as unknown as Config;

/** Supabase Auth's redirect URL globs: `**` any characters, `*` any but `.` and `/`. */
function allowed(url: string): boolean {
  const patterns = [config.auth.site_url, ...config.auth.additional_redirect_urls];
  return patterns.some((pattern) => {
    const regex = pattern
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^./]*'),
      )
      .join('.*');
    return new RegExp(`^${regex}$`).test(url);
  });
}

// What lib/invitations/send-invitation.ts builds: the portal's origin on the admin's host + /auth/confirm.
const confirmUrl = (host: string, protocol = 'https:') =>
  `${areaUrl('portal', '/', host, protocol).replace(/\/$/, '')}/auth/confirm`;

describe('supabase/config.toml', () => {
  it('turns public sign-ups and anonymous sign-ins off', () => {
    expect(config.auth.enable_signup).toBe(false);
    expect(config.auth.email.enable_signup).toBe(false);
    expect(config.auth.enable_anonymous_sign_ins).toBe(false);
  });

  it('keeps the Data API off: the app never uses it', () => {
    expect(config.api.enabled).toBe(false);
  });

  it('never exposes the app’s schema to the Data API, were it turned on', () => {
    expect(config.api.schemas).not.toContain('app');
    expect(config.api.extra_search_path).not.toContain('app');
  });

  it('allows the portal’s /auth/confirm on the local host and on previews, and nothing else there', () => {
    expect(config.auth.site_url).toBe('http://portal.localhost:3000');
    expect(allowed(confirmUrl('localhost:3000', 'http:'))).toBe(true);
    expect(allowed(confirmUrl('consultancy-git-feature-x-team.vercel.app'))).toBe(true);
    expect(allowed(`https://portal---consultancy-git-feature-x-team.vercel.app/auth/confirm`)).toBe(true);
    expect(allowed('https://evil.example/portal/auth/confirm')).toBe(false);
    expect(allowed('https://consultancy-git-x.vercel.app.evil.example/portal/auth/confirm')).toBe(false);
    expect(allowed('https://consultancy-git-x-team.vercel.app/portal/anything-else')).toBe(false);
  });

  it('sends invitation and recovery mails to /auth/confirm with a token hash', () => {
    for (const [template, type] of [
      ['invite', 'invite'],
      ['recovery', 'recovery'],
    ] as const) {
      const entry = config.auth.email.template[template];
      expect(entry.subject.length).toBeGreaterThan(5);
      const file = path.join(entry.content_path);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(
        `href="{{ .RedirectTo }}?token_hash={{ .TokenHash }}&amp;type=${type}"`,
      );
    }
  });

  it('declares the private bucket the app stores shared files in', () => {
    expect(config.storage.buckets[SUPABASE_FILES_BUCKET]).toMatchObject({ public: false, file_size_limit: '10MiB' });
  });

  it('seeds with supabase/seed.sql', () => {
    expect(config.db.seed).toEqual({ enabled: true, sql_paths: ['./seed.sql'] });
    expect(existsSync('supabase/seed.sql')).toBe(true);
  });

  it('asks for the same minimum password length as the portal', () => {
    expect(config.auth.minimum_password_length).toBe(6);
  });
});
