import { safeInternalPath } from '@/lib/auth/safe-redirect';
import { isTheme, type Theme } from './themes';

/** Where the theme switch posts: a route handler, so it works on the static public pages too. */
export const THEME_FORM_PATH = '/api/theme';

/** The switch's post: the theme, and the page to go back to (a path on this site only). */
export function parseThemeForm(form: FormData | null): { theme: Theme; back: string } | null {
  const theme = form?.get('theme');
  if (!form || !isTheme(theme)) return null;
  return { theme, back: safeInternalPath(form.get('back'), '/') };
}
