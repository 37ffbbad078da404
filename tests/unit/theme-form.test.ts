import { describe, expect, it } from 'vitest';
import { parseThemeForm } from '@/lib/theme/form';
import { themeAttribute, THEMES } from '@/lib/theme/themes';
import { badStrings } from '../support/bad-input';
import { hostileNextValues, staysOnSite } from '../support/hostile-redirects';

// The theme switch's post (app/api/theme): only a known theme, and back only to this site.

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe('the theme form', () => {
  it.each(THEMES)('takes %s and the page to go back to', (theme) => {
    expect(parseThemeForm(form({ theme, back: '/billing' }))).toEqual({ theme, back: '/billing' });
  });

  it('refuses anything else as the theme', () => {
    expect(parseThemeForm(null)).toBeNull();
    expect(parseThemeForm(form({}))).toBeNull();
    for (const [, value] of badStrings) expect(parseThemeForm(form({ theme: value, back: '/' }))).toBeNull();
  });

  it.each(hostileNextValues)('never sends the browser off the site: %s', (back) => {
    const parsed = parseThemeForm(form({ theme: 'dark', back }));
    expect(parsed && staysOnSite(parsed.back)).toBe(true);
  });

  it('puts only an explicit choice on <html>', () => {
    expect(THEMES.map(themeAttribute)).toEqual([undefined, 'light', 'dark']);
  });
});
