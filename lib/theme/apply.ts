import { isTheme, themeAttribute, type Theme } from './themes';

// The page's theme as the browser shows it: the data-theme attribute of <html> (none for
// "system"). The switch reads it through useSyncExternalStore, so every switch on the page
// shows the choice at once, whoever made it.

export function shownTheme(): Theme {
  const value = document.documentElement.dataset.theme;
  return isTheme(value) ? value : 'system';
}

export function showTheme(theme: Theme) {
  const attribute = themeAttribute(theme);
  if (attribute) document.documentElement.dataset.theme = attribute;
  else delete document.documentElement.dataset.theme;
}

export function onThemeShown(callback: () => void): () => void {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
