import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '@/lib/db/errors';
import { log } from '@/lib/log/logger';

// /api/session and /api/unread share one session check for route handlers
// (lib/auth/current-user-or-503.ts): signed in, signed out, and a failed check, which is
// "unknown" (503 with Retry-After, never stored), not "signed out".

const state = vi.hoisted(() => ({ current: async (): Promise<unknown> => null }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: () => state.current() }));

const session = await import('@/app/api/session/route');
const unread = await import('@/app/api/unread/route');

const admin = {
  claims: { sub: 'u1', role: 'authenticated' },
  profile: { fullName: 'Ada Admin', email: 'ada@example.test', role: 'admin' },
  unread: { notifications: 3, messages: 7 },
};

describe('the JSON endpoints that ask the session check', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(log, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('answer a signed-in user, privately', async () => {
    state.current = async () => admin;
    const s = await session.GET();
    expect(s.status).toBe(200);
    expect(await s.json()).toEqual({ signedIn: true, name: 'Ada Admin' });
    expect(s.headers.get('cache-control')).toBe('private, no-store');
    const u = await unread.GET();
    expect(u.status).toBe(200);
    expect(await u.json()).toEqual({ notifications: 3, messages: 7 });
    expect(u.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answer a visitor who is not signed in', async () => {
    state.current = async () => null;
    expect(await (await session.GET()).json()).toEqual({ signedIn: false });
    const u = await unread.GET();
    expect(u.status).toBe(401);
    expect(await u.json()).toEqual({ signedIn: false });
  });

  it.each([
    ['an outage', () => new DatabaseUnavailableError(new Error('connect ECONNREFUSED')), false],
    ['any other failure', () => new Error('something else broke'), true],
  ])('answer %s with 503 and Retry-After, never "signed out"', async (_, failure, logged) => {
    state.current = async () => {
      throw failure();
    };
    for (const route of [session, unread]) {
      const response = await route.GET();
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ unavailable: true });
    }
    expect(errors).toHaveBeenCalledTimes(logged ? 2 : 0);
  });
});
