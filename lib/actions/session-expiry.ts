// An action whose session ended answers { code: 'session_expired' }. The form
// that called it sends the person to sign in, and back to the same page afterwards.

type MaybeExpired = { ok: boolean; code?: string } | null | undefined | void;

export function isSessionExpired(result: MaybeExpired): boolean {
  return Boolean(result && !result.ok && result.code === 'session_expired');
}

/** The sign-in page for coming back to `path` (the current page's path and query). */
export function signInAgainHref(path: string): string {
  return `/login?${new URLSearchParams({ next: path, expired: '1' })}`;
}

/** True (and on the way to sign in) when the result says the session has expired. */
export function redirectIfSessionExpired(result: MaybeExpired): boolean {
  if (!isSessionExpired(result)) return false;
  if (typeof window !== 'undefined') {
    window.location.assign(signInAgainHref(`${window.location.pathname}${window.location.search}`));
  }
  return true;
}
