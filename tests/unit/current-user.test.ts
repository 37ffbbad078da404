import { beforeEach, describe, expect, it, vi } from 'vitest';

// getCurrentUser: an ended session or a deactivated account is signed out at
// once, and an admin without two-factor is flagged when a super admin requires it.

const state = vi.hoisted(() => ({
  claims: { sub: 'u1', role: 'authenticated', session_id: 's1', aal: 'aal1' } as Record<string, unknown>,
  profile: { id: 'u1', role: 'admin', deactivatedAt: null as Date | null },
  sessionLive: true,
  requireAdminMfa: false,
}));
vi.mock('react', () => ({ cache: <T>(fn: T) => fn }));
vi.mock('@/lib/auth/request', () => ({ requestCookieJar: async () => ({ getAll: () => [], set: () => {} }) }));
vi.mock('@/lib/auth/index', () => ({ auth: () => ({ getClaims: async () => state.claims }) }));
// The one statement answers null for an ended session or a deactivated account
// (tests/db/session-profile.test.ts and tests/db/accounts.test.ts check that in SQL).
vi.mock('@/lib/auth/session-profile', () => ({
  loadSessionProfile: async () =>
    state.sessionLive && !state.profile.deactivatedAt
      ? { profile: state.profile, requireAdminMfa: state.requireAdminMfa }
      : null,
}));

const { getCurrentUser } = await import('@/lib/auth/current-user');

beforeEach(() => {
  state.claims = { sub: 'u1', role: 'authenticated', session_id: 's1', aal: 'aal1' };
  state.profile = { id: 'u1', role: 'admin', deactivatedAt: null };
  state.sessionLive = true;
  state.requireAdminMfa = false;
});

describe('getCurrentUser', () => {
  it('returns the signed-in user', async () => {
    expect(await getCurrentUser()).toMatchObject({ profile: { id: 'u1' }, needsTwoFactor: false });
  });
  it('treats an ended session as signed out', async () => {
    state.sessionLive = false;
    expect(await getCurrentUser()).toBeNull();
  });
  it('treats a deactivated account as signed out', async () => {
    state.profile.deactivatedAt = new Date();
    expect(await getCurrentUser()).toBeNull();
  });
  it('holds an admin without two-factor when it is required: nobody, except to set it up', async () => {
    state.requireAdminMfa = true;
    expect(await getCurrentUser()).toBeNull();
    expect(await getCurrentUser('two-factor-setup')).toMatchObject({ needsTwoFactor: true });
    state.claims.aal = 'aal2';
    expect(await getCurrentUser()).toMatchObject({ needsTwoFactor: false });
    state.claims.aal = 'aal1';
    state.profile.role = 'client';
    expect(await getCurrentUser()).toMatchObject({ needsTwoFactor: false });
  });
});
