import { env, type Env } from '@/lib/config/env';

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
  /**
   * The request's Host header. It decides the cookie's Domain: a host outside the
   * configured domain (a Vercel preview) gets a host-only cookie the browser will keep.
   */
  host?: string | null;
};

/**
 * How long a session lasts without use, in both modes: the local adapter's session row, and
 * the Supabase session cookies (renewed whenever Supabase refreshes the tokens).
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 86400;

function hostname(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The Domain attribute for a session cookie set on `host`. Pure. `domain` is the configured
 * parent domain (COOKIE_DOMAIN, else `.<ROOT_DOMAIN>` in production); a host that is not
 * that domain or below it (a `*.vercel.app` preview) gets a host-only cookie, because the
 * browser drops a cookie whose Domain does not cover the host that set it.
 */
export function cookieDomainFor(host: string | null | undefined, domain: string | undefined): string | undefined {
  if (!domain) return undefined;
  if (!host) return domain;
  const bare = domain.replace(/^\./, '').toLowerCase();
  const name = hostname(host);
  return name === bare || name.endsWith(`.${bare}`) ? domain : undefined;
}

/**
 * Session cookies: httpOnly, SameSite=Lax, Secure in production. In production they are
 * scoped to the parent domain so that signing in on portal.<domain> is seen by the main
 * site's header; on localhost and on hosts outside the domain (previews) they stay
 * host-only (browsers reject Domain=localhost, and a foreign Domain outright).
 */
export function sessionCookieOptions(maxAge: number, host?: string | null, e: Env = env()): CookieOptions {
  const production = e.NODE_ENV === 'production' && !e.ROOT_DOMAIN.startsWith('localhost');
  const configured = e.COOKIE_DOMAIN ?? (production ? `.${e.ROOT_DOMAIN.split(':')[0]}` : undefined);
  const domain = cookieDomainFor(host, configured);
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge, ...(domain ? { domain } : {}) };
}

/**
 * The attributes @supabase/ssr asked for, made to match the product's own session cookie.
 * The library sends httpOnly false and a 400-day lifetime whatever `cookieOptions` says;
 * the server is the only reader of these cookies, so they are httpOnly, and they live as
 * long as a session. The Domain is the library's (it got ours through `cookieOptions`, and
 * it also clears host-only leftovers, without a Domain); removals (maxAge 0) stay removals.
 */
export function supabaseCookieOptions(
  requested: CookieOptions | undefined,
  host?: string | null,
  e: Env = env(),
): CookieOptions {
  const ours = sessionCookieOptions(SESSION_MAX_AGE_SECONDS, host, e);
  delete ours.domain;
  const domain = requested?.domain;
  return { ...ours, ...(domain ? { domain } : {}), maxAge: requested?.maxAge === 0 ? 0 : SESSION_MAX_AGE_SECONDS };
}
