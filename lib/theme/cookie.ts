import 'server-only';
import { sessionCookieOptions, type CookieOptions } from '@/lib/auth/cookies';
import { THEME_COOKIE_MAX_AGE, type Theme } from './themes';

/**
 * The browser's theme cookie: on the same domain as the session (so the main site and the
 * portal share it), readable by the static pages' first script (not httpOnly: it holds
 * nothing secret). "system" clears it.
 */
export function themeCookie(theme: Theme, host: string | null): { value: string; options: CookieOptions } {
  const options = { ...sessionCookieOptions(THEME_COOKIE_MAX_AGE, host), httpOnly: false };
  return theme === 'system' ? { value: '', options: { ...options, maxAge: 0 } } : { value: theme, options };
}
