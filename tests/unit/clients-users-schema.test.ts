import { describe, expect, it } from 'vitest';
import { acceptInvitationSchema } from '@/lib/auth/invite-schema';
import { PASSWORDS_DO_NOT_MATCH } from '@/lib/auth/schema';
import {
  clientDisplayName,
  createClientSchema,
  normaliseWebsite,
  parseClientListParams,
  updateClientSchema,
  WEBSITE_INVALID,
} from '@/lib/clients/schema';
import { httpLink } from '@/lib/links/safe-url';
import { isUuid, likePattern, listHref, pageCount, parsePage } from '@/lib/lists/params';
import {
  ADMINS_INVITE_CLIENTS,
  inviteRoleError,
  inviteUserSchema,
  NOT_OWN_ROLE,
  ONLY_SUPER_ADMIN_ROLES,
  parseUserListParams,
  ROLE_FILTER_OPTIONS,
  roleChangeError,
  updateUserSchema,
} from '@/lib/users/schema';

/** The first message per field, as the form and the action wrapper show them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('client creation', () => {
  it('requires email and full name', () => {
    expect(messages(createClientSchema.safeParse({}))).toMatchObject({
      email: 'Email is required',
      fullName: 'Full name is required',
    });
    expect(messages(createClientSchema.safeParse({ email: '  ', fullName: ' ' }))).toEqual({
      email: 'Email is required',
      fullName: 'Full name is required',
    });
  });

  it('checks every email field and leaves the rest optional', () => {
    expect(
      messages(
        createClientSchema.safeParse({
          email: 'nope',
          fullName: 'A',
          billingEmail: 'x',
          technicalContactEmail: 'a b@c',
        }),
      ),
    ).toEqual({
      email: 'Please enter a valid email',
      billingEmail: 'Please enter a valid email',
      technicalContactEmail: 'Please enter a valid email',
    });
    const parsed = createClientSchema.parse({ email: ' ann@x.co ', fullName: ' Ann ', companyName: '', phone: '  ' });
    expect(parsed).toMatchObject({
      email: 'ann@x.co',
      fullName: 'Ann',
      companyName: null,
      phone: null,
      customFields: {},
    });
  });

  it('accepts only http(s) websites, adding https:// to a bare domain', () => {
    expect(normaliseWebsite('example.com')).toBe('https://example.com');
    expect(normaliseWebsite('http://shop.example.com/a')).toBe('http://shop.example.com/a');
    expect(normaliseWebsite('javascript:alert(1)')).toBeNull();
    expect(normaliseWebsite('ftp://files.example.com')).toBeNull();
    expect(normaliseWebsite('not a site')).toBeNull();
    expect(
      messages(createClientSchema.safeParse({ email: 'a@b.co', fullName: 'A', website: 'data:text/html,x' })),
    ).toEqual({ website: WEBSITE_INVALID });
  });

  it('parses its own output again unchanged (form and action share it)', () => {
    const once = createClientSchema.parse({ email: 'a@b.co', fullName: 'A', website: 'example.com', address: '' });
    expect(createClientSchema.parse(once)).toEqual(once);
  });

  it('edits need a well-formed id', () => {
    expect(messages(updateClientSchema.safeParse({ id: 'x', email: 'a@b.co', fullName: 'A' }))).toEqual({
      id: 'Invalid id',
    });
  });

  it('names a client by company, else full name, else Unnamed Client', () => {
    expect(clientDisplayName({ companyName: 'Acme', fullName: 'Ann' })).toBe('Acme');
    expect(clientDisplayName({ companyName: ' ', fullName: 'Ann' })).toBe('Ann');
    expect(clientDisplayName({ companyName: null, fullName: null })).toBe('Unnamed Client');
  });
});

describe('website links', () => {
  it('links only http and https, without the scheme in the text', () => {
    expect(httpLink('https://northstar.example')).toEqual({
      href: 'https://northstar.example/',
      label: 'northstar.example',
    });
    expect(httpLink('http://a.example/path')).toEqual({ href: 'http://a.example/path', label: 'a.example/path' });
    expect(httpLink('javascript:alert(1)')).toBeNull();
    expect(httpLink('JAVASCRIPT:alert(1)')).toBeNull();
    expect(httpLink('data:text/html,hi')).toBeNull();
    expect(httpLink('www.example.com')).toBeNull();
    expect(httpLink(null)).toBeNull();
  });
});

describe('list parameters in the URL', () => {
  it('reads the client list’s search, status and page, falling back to defaults', () => {
    expect(parseClientListParams({ q: '  Acme ', status: 'inactive', page: '3' })).toEqual({
      q: 'Acme',
      status: 'inactive',
      page: 3,
      accounts: 'current',
    });
    expect(parseClientListParams({ status: 'weird', page: '-1', accounts: 'deactivated' })).toEqual({
      q: '',
      status: 'all',
      page: 1,
      accounts: 'deactivated',
    });
    expect(parseUserListParams({ role: 'super_admin', q: ['a', 'b'], accounts: 'nonsense' })).toEqual({
      q: 'a',
      role: 'super_admin',
      page: 1,
      accounts: 'current',
    });
    expect(parseUserListParams({ role: 'owner' }).role).toBe('all');
  });

  it('pages: positive whole numbers only', () => {
    expect([parsePage('2'), parsePage('0'), parsePage('1.5'), parsePage('abc'), parsePage(undefined)]).toEqual([
      2, 1, 1, 1, 1,
    ]);
    expect([pageCount(0), pageCount(20), pageCount(21)]).toEqual([1, 1, 2]);
  });

  it('matches search text literally and case-insensitively', () => {
    expect(likePattern('Acme')).toBe('%acme%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('builds list links without default values', () => {
    expect(listHref('/admin/clients', { q: '', status: 'all', page: 1 })).toBe('/admin/clients');
    expect(listHref('/admin/clients', { q: 'a b', status: 'active', page: 2 })).toBe(
      '/admin/clients?q=a+b&status=active&page=2',
    );
  });

  it('knows a well-formed id', () => {
    expect(isUuid('6f1c1f9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('not-an-id')).toBe(false);
  });
});

describe('users and roles', () => {
  it('only a super admin changes roles, never their own', () => {
    expect(roleChangeError({ id: 'a', role: 'admin' }, 'b')).toBe(ONLY_SUPER_ADMIN_ROLES);
    expect(roleChangeError({ id: 'a', role: 'super_admin' }, 'a')).toBe(NOT_OWN_ROLE);
    expect(roleChangeError({ id: 'a', role: 'super_admin' }, 'b')).toBeNull();
  });

  it('admins invite clients only', () => {
    expect(inviteRoleError('admin', 'client')).toBeNull();
    expect(inviteRoleError('admin', 'admin')).toBe(ADMINS_INVITE_CLIENTS);
    expect(inviteRoleError('super_admin', 'super_admin')).toBeNull();
    expect(inviteUserSchema.parse({ email: 'a@b.co', fullName: 'A' }).role).toBe('client');
    expect(inviteUserSchema.safeParse({ email: 'a@b.co', fullName: 'A', role: 'owner' }).success).toBe(false);
  });

  it('the role filter offers every role, the team first', () => {
    expect(ROLE_FILTER_OPTIONS).toEqual([
      { value: 'all', label: 'All Roles' },
      { value: 'admin', label: 'Admin' },
      { value: 'super_admin', label: 'Super Admin' },
      { value: 'client', label: 'Client' },
    ]);
    expect(parseUserListParams({ role: 'super_admin' }).role).toBe('super_admin');
    expect(parseUserListParams({ role: 'owner' }).role).toBe('all');
  });

  it('an edit without a role keeps the role', () => {
    const id = '6f1c1f9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
    expect(updateUserSchema.parse({ id, fullName: 'A', role: '' }).role).toBeUndefined();
    expect(updateUserSchema.parse({ id, fullName: 'A', companyName: '' })).toEqual({
      id,
      fullName: 'A',
      companyName: null,
    });
  });
});

describe('accepting an invitation (sign-in password rules)', () => {
  it('needs 6+ characters and a matching confirmation', () => {
    expect(messages(acceptInvitationSchema.safeParse({ token: 't', password: '123', confirmPassword: '123' }))).toEqual(
      {
        password: 'Password must be at least 6 characters',
      },
    );
    expect(
      messages(acceptInvitationSchema.safeParse({ token: 't', password: 'secret1', confirmPassword: 'secret2' })),
    ).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(
      acceptInvitationSchema.safeParse({ token: 't', password: 'secret1', confirmPassword: 'secret1' }).success,
    ).toBe(true);
  });
});
