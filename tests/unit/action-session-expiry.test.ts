import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// An action whose session has ended says so (not "not allowed"), with a
// code the form uses to send the person to sign in and back.
const state = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => state.user }));

const { action, NOT_ALLOWED, SESSION_EXPIRED, TWO_FACTOR_REQUIRED } = await import('@/lib/actions/action');
const run = (role: 'admin' | 'signed-in' | 'public', beforeTwoFactor?: true) =>
  action({ schema: z.object({}), role, beforeTwoFactor }, async (_input, { user }) => ({
    ok: true as const,
    user: user ? 'someone' : 'nobody',
  }));

describe('action() and an ended session', () => {
  it('answers session_expired when nobody is signed in', async () => {
    state.user = null;
    expect(await run('admin')({})).toEqual({ ok: false, error: SESSION_EXPIRED, code: 'session_expired' });
  });
  it('still answers "not allowed" to a signed-in person without the role', async () => {
    state.user = { claims: { sub: 'c' }, profile: { role: 'client' } };
    expect(await run('admin')({})).toEqual({ ok: false, error: NOT_ALLOWED });
  });
  it('lets an admin who must set up two-factor use only the actions that set it up', async () => {
    state.user = { claims: { sub: 'a' }, profile: { role: 'admin' }, needsTwoFactor: true };
    expect(await run('admin')({})).toEqual({ ok: false, error: TWO_FACTOR_REQUIRED });
    // Marking messages read, replying, uploading: 'signed-in' is no way round the rule.
    expect(await run('signed-in')({})).toEqual({ ok: false, error: TWO_FACTOR_REQUIRED });
    expect(await run('signed-in', true)({})).toEqual({ ok: true, user: 'someone' });
    // A public action (a mailed link's token, signing in) runs, and may end the held session.
    expect(await run('public')({})).toEqual({ ok: true, user: 'someone' });
  });
  it('refuses before reading the input: a held session learns nothing about what it sent', async () => {
    state.user = { claims: { sub: 'a' }, profile: { role: 'admin' }, needsTwoFactor: true };
    const strict = action({ schema: z.object({ id: z.uuid() }), role: 'signed-in' }, async () => ({
      ok: true as const,
    }));
    expect(await strict({ id: 'nope' })).toEqual({ ok: false, error: TWO_FACTOR_REQUIRED });
  });
});
