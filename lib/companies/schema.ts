import '@/lib/zod-csp';
import { z } from 'zod';
import { uuidSchema } from '@/lib/lists/params';
import { optionalEmail, optionalText, website } from '@/lib/clients/schema';
import { requiredEmail } from '@/lib/validation/email';
import { companyRoleSchema, type CompanyRole } from './roles';

// The team forms of a client company (the owner's Team page and the admin's client page):
// one schema each, parsed by the browser form and the server action alike.

export const FULL_NAME_REQUIRED = 'Full name is required';
export const LAST_OWNER = 'A company keeps at least one owner. Make someone else an owner first.';
export const NOT_YOUR_COMPANY = 'You can manage only your own company’s team.';
export const MEMBER_GONE = 'This person is no longer in the company.';
export const PROJECT_NOT_IN_COMPANY = 'Choose only projects of this company.';

export const inviteTeammateSchema = z.object({
  organizationId: uuidSchema,
  email: requiredEmail(),
  fullName: z
    .string({ error: FULL_NAME_REQUIRED })
    .trim()
    .min(1, FULL_NAME_REQUIRED)
    .max(200, 'Full name must be at most 200 characters'),
  companyRole: companyRoleSchema,
  /** Only the projects listed in projectIds (a member) or none (billing). */
  restricted: z.boolean().default(false),
  projectIds: z.array(uuidSchema).max(200, 'Choose at most 200 projects').default([]),
});
export type InviteTeammateInput = z.input<typeof inviteTeammateSchema>;

export const teammateSchema = z.object({ organizationId: uuidSchema, profileId: uuidSchema });

export const COMPANY_NAME_REQUIRED = 'Company name is required';

/** The company's own details, edited by its owners on the Team page and by staff. */
export const companyDetailsSchema = z.object({
  organizationId: uuidSchema,
  name: z
    .string({ error: COMPANY_NAME_REQUIRED })
    .trim()
    .min(1, COMPANY_NAME_REQUIRED)
    .max(200, 'Company name must be at most 200 characters'),
  address: optionalText(1000),
  // The company's row keeps at most 500 characters (the profile's column allowed more).
  website: z.string().trim().max(500, 'Website must be at most 500 characters').nullish().pipe(website),
  billingEmail: optionalEmail,
});
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;

/**
 * A teammate's role and, for a member, whether they see only the ticked projects (billing
 * members see project work only on ticked projects; owners see everything).
 */
export const teammateAccessSchema = teammateSchema.extend({
  companyRole: companyRoleSchema,
  restricted: z.boolean().default(false),
  projectIds: z.array(uuidSchema).max(200, 'Choose at most 200 projects').default([]),
});
export type TeammateAccessInput = z.input<typeof teammateAccessSchema>;

/** What the database keeps of a role change: owners see all and have no list. */
export function normaliseAccess(input: { companyRole: CompanyRole; restricted: boolean; projectIds: string[] }) {
  return {
    restricted: input.companyRole === 'member' ? input.restricted : false,
    projectIds: input.companyRole === 'owner' ? [] : [...new Set(input.projectIds)],
  };
}
