import { env } from '@/lib/config/env';

export type CookieOptions = {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
};

/** What an auth adapter needs from "the cookies of this request/response". */
export type CookieJar = {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options?: CookieOptions): void;
};

/**
 * Session cookies: httpOnly, SameSite=Lax, Secure in production. In production they are
 * scoped to the parent domain so that signing in on portal.<domain> is seen by the main
 * site's header; on localhost they stay host-only (browsers reject Domain=localhost).
 */
export function sessionCookieOptions(maxAge: number): CookieOptions {
  const e = env();
  const production = e.NODE_ENV === 'production' && !e.ROOT_DOMAIN.startsWith('localhost');
  const domain = e.COOKIE_DOMAIN ?? (production ? `.${e.ROOT_DOMAIN.split(':')[0]}` : undefined);
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge, ...(domain ? { domain } : {}) };
}
