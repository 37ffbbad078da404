import { describe, expect, it, vi } from 'vitest';
import { callRedirectingAction, UNEXPECTED_ERROR } from '@/lib/navigation/redirect-error';

describe('callRedirectingAction', () => {
  it('shows the refusal the action returns', async () => {
    const show = vi.fn();
    await callRedirectingAction(async () => ({ ok: false, error: 'Invalid email or password' }), show);
    expect(show).toHaveBeenCalledWith('Invalid email or password');
  });

  it('passes the redirect of a successful action on to Next.js, showing nothing', async () => {
    const show = vi.fn();
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/dashboard;307;' });
    await expect(
      callRedirectingAction(async () => {
        throw redirect;
      }, show),
    ).rejects.toBe(redirect);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows a generic message for any other failure', async () => {
    const show = vi.fn();
    await callRedirectingAction(async () => {
      throw new TypeError('Failed to fetch');
    }, show);
    expect(show).toHaveBeenCalledWith(UNEXPECTED_ERROR);
  });
});
