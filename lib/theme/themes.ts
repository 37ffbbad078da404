// The colour themes a person can choose: the one list the cookie, the profile column's check,
// the switch and its labels all come from.

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** The browser's choice: readable by the public pages' first script, so not httpOnly. */
export const THEME_COOKIE = 'theme';
/** A year: a look chosen once should not come undone. */
export const THEME_COOKIE_MAX_AGE = 365 * 86400;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * The `data-theme` attribute of <html> for a choice: none for "system", so the stylesheet's
 * `prefers-color-scheme` decides (lib/theme and app/theme-colors.css).
 */
export function themeAttribute(theme: Theme | null | undefined): 'light' | 'dark' | undefined {
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}
