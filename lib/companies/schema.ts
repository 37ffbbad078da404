import '@/lib/zod-csp';
import { z } from 'zod';
import { uuidSchema } from '@/lib/lists/params';
import { requiredEmail } from '@/lib/validation/email';
import { companyRoleSchema } from './roles';

// The team forms of a client company (the owner's Team page and the admin's client page):
// one schema each, parsed by the browser form and the server action alike.

export const FULL_NAME_REQUIRED = 'Full name is required';
export const LAST_OWNER = 'A company keeps at least one owner. Make someone else an owner first.';
export const NOT_YOUR_COMPANY = 'You can manage only your own company’s team.';
export const MEMBER_GONE = 'This person is no longer in the company.';

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
