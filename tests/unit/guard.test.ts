import { describe, expect, it } from 'vitest';
import { decideAccess, reachableWithoutTwoFactor, type Requirement } from '@/lib/auth/guard';

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('decideAccess', () => {
  it('sends a visitor who is not signed in to /login, remembering the origin', () => {
    for (const requirement of ['signed-in', 'admin', 'client', 'super_admin'] as Requirement[]) {
      expect(decideAccess(null, requirement, '/admin/clients?status=active')).toEqual(
        to('/login?next=%2Fadmin%2Fclients%3Fstatus%3Dactive'),
      );
    }
  });

  it.each([
    // role, requirement, decision
    ['admin', 'admin', allow],
    ['super_admin', 'admin', allow],
    ['client', 'admin', to('/dashboard')],
    ['auditor', 'admin', to('/')],
    ['client', 'client', allow],
    ['admin', 'client', to('/dashboard')],
    ['super_admin', 'client', to('/dashboard')],
    ['auditor', 'client', to('/')],
    ['super_admin', 'super_admin', allow],
    ['admin', 'super_admin', to('/')],
    ['client', 'super_admin', to('/')],
    ['auditor', 'super_admin', to('/')],
    ['client', 'signed-in', allow],
    ['auditor', 'signed-in', allow],
  ] as const)('%s on a %s route', (role, requirement, decision) => {
    expect(decideAccess(role, requirement, '/x')).toEqual(decision);
  });
});

describe('reachableWithoutTwoFactor', () => {
  it.each([
    ['/account', true],
    ['/account/two-factor', true],
    ['/account?tab=sessions', true],
    ['/accounts', false],
    ['/accountant', false],
    ['/dashboard', false],
    ['/admin/settings', false],
    ['/', false],
  ] as const)('%s → %s', (path, reachable) => {
    expect(reachableWithoutTwoFactor(path)).toBe(reachable);
  });
});
