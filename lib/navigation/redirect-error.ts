import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';

/** A server action that calls redirect() rejects with this error; let it through. */
export function isRedirectError(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT');
}

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * Calls a server action that redirects when it succeeds (sign-in, accepting an invitation):
 * a returned value is always a refusal and its message is shown; the redirect is passed on to
 * Next.js; anything else shows UNEXPECTED_ERROR.
 */
export async function callRedirectingAction(
  call: () => Promise<{ ok: boolean; error?: string; code?: string } | undefined | void>,
  showError: (message: string) => void,
): Promise<void> {
  try {
    const result = await call();
    if (result && !result.ok) showError(result.error ?? UNEXPECTED_ERROR);
    redirectIfSessionExpired(result);
  } catch (error) {
    if (isRedirectError(error)) throw error;
    showError(UNEXPECTED_ERROR);
  }
}
