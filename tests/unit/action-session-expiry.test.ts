import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// An action whose session has ended says so (not "not allowed"), with a
// code the form uses to send the person to sign in and back.
const state = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => state.user }));

const { action, NOT_ALLOWED, SESSION_EXPIRED, TWO_FACTOR_REQUIRED } = await import('@/lib/actions/action');
const run = (role: 'admin' | 'signed-in') =>
  action({ schema: z.object({}), role }, async () => ({ ok: true as const }));

describe('action() and an ended session', () => {
  it('answers session_expired when nobody is signed in', async () => {
    state.user = null;
    expect(await run('admin')({})).toEqual({ ok: false, error: SESSION_EXPIRED, code: 'session_expired' });
  });
  it('still answers "not allowed" to a signed-in person without the role', async () => {
    state.user = { claims: { sub: 'c' }, profile: { role: 'client' } };
    expect(await run('admin')({})).toEqual({ ok: false, error: NOT_ALLOWED });
  });
  it('lets an admin who must set up two-factor use only their own account actions', async () => {
    state.user = { claims: { sub: 'a' }, profile: { role: 'admin' }, needsTwoFactor: true };
    expect(await run('admin')({})).toEqual({ ok: false, error: TWO_FACTOR_REQUIRED });
    expect(await run('signed-in')({})).toEqual({ ok: true });
  });
});
