import '@/lib/zod-csp';
import { z } from 'zod';
import { FULL_NAME_REQUIRED } from '@/lib/clients/schema';
import { requiredEmail } from '@/lib/validation/email';
import { ADMIN_ROLES, isAdminRole, KNOWN_ROLES, ROLE_LABELS, type Role } from '@/lib/auth/roles';
import { parseAccountFilter, type AccountFilter } from '@/lib/accounts/account-filter';
import { mayCreateRole } from '@/lib/invitations/rules';
import { firstParam, parsePage, parseQuery, uuidSchema, type SearchParams } from '@/lib/lists/params';

// User management.

/** The list's role filter: every role, or one of them, the team's roles first. */
export const ROLE_FILTERS = ['all', ...ADMIN_ROLES, ...KNOWN_ROLES.filter((role) => !isAdminRole(role))] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export const ROLE_FILTER_OPTIONS = ROLE_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All Roles' : ROLE_LABELS[value],
}));

export const ONLY_SUPER_ADMIN_ROLES = 'Only a super admin can change roles';
export const NOT_OWN_ROLE = 'You cannot change your own role';
export const ADMINS_INVITE_CLIENTS = 'Only a super admin can invite admins';

const fullName = z
  .string({ error: FULL_NAME_REQUIRED })
  .trim()
  .min(1, FULL_NAME_REQUIRED)
  .max(200, 'Full name must be at most 200 characters');

export const updateUserSchema = z.object({
  id: uuidSchema,
  fullName,
  companyName: z
    .string()
    .trim()
    .max(200, 'Must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
  // Left out unless a super admin edits someone else ('' = keep a role this build does not know).
  role: z.preprocess((v) => (v === '' ? undefined : v), z.enum(KNOWN_ROLES).optional()),
});

export const inviteUserSchema = z.object({
  email: requiredEmail(),
  fullName,
  role: z.enum(KNOWN_ROLES).default('client'),
});

export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** Who may give which role: super admins any role to others, nobody to themselves. */
export function roleChangeError(actor: { id: string; role: string }, targetId: string): string | null {
  if (actor.role !== 'super_admin') return ONLY_SUPER_ADMIN_ROLES;
  if (actor.id === targetId) return NOT_OWN_ROLE;
  return null;
}

export function inviteRoleError(actorRole: string, role: Role): string | null {
  return mayCreateRole(actorRole, role) ? null : ADMINS_INVITE_CLIENTS;
}

export type UserListParams = { q: string; role: RoleFilter; page: number; accounts: AccountFilter };

export function parseUserListParams(params: SearchParams): UserListParams {
  const role = firstParam(params, 'role');
  return {
    q: parseQuery(firstParam(params, 'q')),
    role: (ROLE_FILTERS as readonly string[]).includes(role ?? '') ? (role as RoleFilter) : 'all',
    page: parsePage(firstParam(params, 'page')),
    accounts: parseAccountFilter(params),
  };
}
