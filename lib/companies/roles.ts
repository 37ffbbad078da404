import '@/lib/zod-csp';
import { z } from 'zod';

// The roles inside a client company, in one place: the database enum app.company_role, the
// Drizzle enum, the zod schema and the labels derive from COMPANY_ROLES
// (tests/db/domain-lists.test.ts holds the migrated enum to this list, in this order).
// What each role may see is decided in the database's helpers (app.member_sees_project,
// app.organization_ids_as) and asked through lib/companies/access.ts.

export const COMPANY_ROLES = ['owner', 'billing', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  billing: 'Billing',
  member: 'Member',
};

/** What each role is for, shown next to the choice when inviting a teammate. */
export const COMPANY_ROLE_HINTS: Record<CompanyRole, string> = {
  owner: 'Everything, including the team',
  billing: 'Invoices, payments and statements',
  member: 'Projects, files, messages, tickets and approvals',
};

export const COMPANY_ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));

export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: 'Choose a role' });

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value);
}
