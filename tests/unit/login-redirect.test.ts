import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostileNextValues, staysOnSite } from '../support/hostile-redirects';

// The sign-in page of a signed-in visitor redirects to `next` at once:
// every hostile value must land on this site.

const state = vi.hoisted(() => ({ redirectedTo: null as string | null }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    state.redirectedTo = to;
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => ({ profile: { role: 'client' } }) }));
vi.mock('@/lib/links/cross-host', () => ({ crossHostUrl: async () => 'http://localhost/contact' }));

const { default: LoginPage } = await import('@/app/(portal)/portal/login/page');

describe('the sign-in page redirect of a signed-in visitor', () => {
  beforeEach(() => {
    state.redirectedTo = null;
  });

  it.each(hostileNextValues.map((v) => [JSON.stringify(v).slice(0, 60), v]))(
    'keeps %s on the site',
    async (_, next) => {
      await expect(LoginPage({ searchParams: Promise.resolve({ next }) })).rejects.toThrow(/NEXT_REDIRECT/);
      expect(staysOnSite(state.redirectedTo!), `${JSON.stringify(next)} -> ${state.redirectedTo}`).toBe(true);
    },
  );

  it('follows a genuine internal next', async () => {
    await expect(LoginPage({ searchParams: Promise.resolve({ next: '/projects?page=2' }) })).rejects.toThrow();
    expect(state.redirectedTo).toBe('/projects?page=2');
  });
});
