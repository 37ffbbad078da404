'use client';

import { useEffect } from 'react';
import { showTheme } from '@/lib/theme/apply';
import type { Theme } from '@/lib/theme/themes';

/**
 * The portal's root layout puts the theme on <html> when a page is loaded, but a navigation
 * inside the app (signing in, which moves from the sign-in page to the dashboard) keeps the
 * <html> of the page before. The shell, rendered for the signed-in person, brings it in line.
 */
export function KeepServerTheme({ theme }: { theme: Theme }) {
  useEffect(() => showTheme(theme), [theme]);
  return null;
}
