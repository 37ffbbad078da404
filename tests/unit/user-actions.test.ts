import { beforeEach, describe, expect, it, vi } from 'vitest';

// The user actions enforce the role rules themselves, before the database's
// trigger would: these run the real actions with the session and database faked.

const state = vi.hoisted(() => ({
  actor: { id: 'actor', role: 'admin' },
  targetRole: 'client',
  updates: [] as Record<string, unknown>[],
  created: [] as string[],
  endedSessionsOf: [] as string[],
}));

vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('@/lib/links/cross-host', () => ({ crossHostUrl: async () => 'http://portal.test/' }));
vi.mock('@/lib/auth/current-user', () => ({
  getCurrentUser: async () => ({ claims: { sub: state.actor.id, role: 'authenticated' }, profile: state.actor }),
}));
// A stand-in transaction: selects answer with the target's row, updates are recorded.
const tx = {
  select: () => ({
    from: () => ({
      where: () => ({
        limit: async () => [
          { role: state.targetRole, id: 'target', email: 't@x.test', fullName: 'T', invitationStatus: 'pending' },
        ],
      }),
    }),
  }),
  update: () => ({
    set: (values: Record<string, unknown>) => ({ where: async () => void state.updates.push(values) }),
  }),
};
vi.mock('@/lib/auth/sessions', () => ({
  endAllUserSessions: async (_db: unknown, id: string) => void state.endedSessionsOf.push(id),
}));
vi.mock('@/lib/db/client', () => ({
  systemDb: () => ({}),
  withUser: async (_c: unknown, fn: (t: unknown) => unknown) => fn(tx),
}));
vi.mock('@/lib/auth/admin-users', () => ({
  DuplicateEmailError: class extends Error {},
  adminUsers: () => ({
    createAccount: async (_c: unknown, account: { email: string }, fill: (t: unknown, id: string) => unknown) => {
      state.created.push(account.email);
      return fill(tx, 'new-id');
    },
    invite: async () => ({ link: 'http://portal.test/auth/accept-invite?token=x', delivery: 'outbox' as const }),
  }),
}));

const { inviteUser, updateUser } = await import('@/lib/users/actions');
const TARGET = '6f1c1f9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f';

beforeEach(() => {
  state.actor = { id: 'actor', role: 'admin' };
  state.targetRole = 'client';
  state.updates = [];
  state.created = [];
  state.endedSessionsOf = [];
});

describe('updateUser', () => {
  it('refuses a role change from an admin and changes nothing', async () => {
    const result = await updateUser({ id: TARGET, fullName: 'T', role: 'admin' });
    expect(result).toMatchObject({ ok: false, error: 'Only a super admin can change roles' });
    expect(state.updates).toEqual([]);
  });

  it('refuses a super admin’s change of their own role', async () => {
    state.actor = { id: TARGET, role: 'super_admin' };
    state.targetRole = 'super_admin';
    const result = await updateUser({ id: TARGET, fullName: 'T', role: 'client' });
    expect(result).toMatchObject({ ok: false, error: 'You cannot change your own role' });
    expect(state.updates).toEqual([]);
  });

  it('lets a super admin change someone else’s role, and anyone admin edit names', async () => {
    state.actor = { id: 'actor', role: 'super_admin' };
    expect(await updateUser({ id: TARGET, fullName: 'New', companyName: 'Co', role: 'admin' })).toEqual({ ok: true });
    expect(state.updates).toEqual([{ fullName: 'New', companyName: 'Co', role: 'admin' }]);
    state.actor = { id: 'actor', role: 'admin' };
    expect(await updateUser({ id: TARGET, fullName: 'Same role', role: 'client' })).toEqual({ ok: true });
    expect(state.updates[1]).toEqual({ fullName: 'Same role', companyName: null });
    // Only the role change ended the target's sessions.
    expect(state.endedSessionsOf).toEqual([TARGET]);
  });

  it('is not for clients', async () => {
    state.actor = { id: 'actor', role: 'client' };
    expect(await updateUser({ id: TARGET, fullName: 'T' })).toMatchObject({ ok: false });
  });
});

describe('inviteUser', () => {
  it('lets an admin invite clients only', async () => {
    const refused = await inviteUser({ email: 'boss@x.test', fullName: 'Boss', role: 'admin' });
    expect(refused).toMatchObject({ ok: false, error: 'Only a super admin can invite admins' });
    expect(state.created).toEqual([]);
    const invited = await inviteUser({ email: 'c@x.test', fullName: 'C' });
    expect(invited).toMatchObject({ ok: true, invitation: { ok: true, delivery: 'outbox' } });
    expect(state.created).toEqual(['c@x.test']);
  });

  it('lets a super admin invite an admin, setting the role on the new profile', async () => {
    state.actor = { id: 'actor', role: 'super_admin' };
    const invited = await inviteUser({ email: 'a@x.test', fullName: 'A', role: 'admin' });
    expect(invited).toMatchObject({ ok: true });
    expect(state.updates[0]).toEqual({ role: 'admin' });
    expect(state.updates[1]).toMatchObject({ invitationStatus: 'sent' });
  });
});
