'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore, type FormEvent } from 'react';
import { onThemeShown, showTheme, shownTheme } from '@/lib/theme/apply';
import { THEME_FORM_PATH } from '@/lib/theme/form';
import { isTheme, THEME_LABELS, THEMES, type Theme } from '@/lib/theme/themes';

/**
 * System / Light / Dark. A plain form: without JavaScript each button posts the choice and the
 * server answers with the same page in the new theme (and the cookie, and for someone signed
 * in their profile, remember it). With JavaScript the page changes at once and the same post
 * is sent in the background.
 */
export function ThemeSwitch({ current = 'system', className }: { current?: Theme; className?: string }) {
  const back = usePathname().replace(/^\/portal(?=\/|$)/, '') || '/';
  const shown = useSyncExternalStore(onThemeShown, shownTheme, () => current);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || !isTheme(submitter.value)) return;
    event.preventDefault();
    showTheme(submitter.value);
    void fetch(THEME_FORM_PATH, {
      method: 'POST',
      body: new FormData(event.currentTarget, submitter),
      headers: { Accept: 'application/json' },
    }).catch(() => {
      // Offline: the page shows the choice; the next choice or visit saves it.
    });
  };

  return (
    <form action={THEME_FORM_PATH} method="post" onSubmit={choose} className={className}>
      <input type="hidden" name="back" value={back} />
      <fieldset>
        <legend className="text-xs font-semibold">Theme</legend>
        {/* `theme-choices` (app/components.css) styles the buttons and the pressed one. */}
        <div className="theme-choices">
          {THEMES.map((theme) => (
            <button key={theme} type="submit" name="theme" value={theme} aria-pressed={shown === theme}>
              {THEME_LABELS[theme]}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
