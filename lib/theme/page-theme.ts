import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getCurrentUser } from '@/lib/auth/current-user';
import { isTheme, THEME_COOKIE, type Theme } from './themes';

/**
 * The theme a portal page is rendered in: the signed-in person's choice (it follows them to
 * every browser), else this browser's cookie, else the system's. Read with the session check
 * the page makes anyway, so it costs no statement. A failed session check is the page's
 * business (the shell answers it); here it only means "use the cookie".
 */
export const pageTheme = cache(async (): Promise<Theme> => {
  const fromBrowser = (await cookies()).get(THEME_COOKIE)?.value;
  const person = await getCurrentUser().then(
    (user) => user?.profile.theme ?? null,
    () => null,
  );
  return person ?? (isTheme(fromBrowser) ? fromBrowser : 'system');
});
