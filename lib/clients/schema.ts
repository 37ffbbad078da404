import '@/lib/zod-csp';
import { z } from 'zod';
import { customFieldInputSchema } from '@/lib/custom-fields/schema';
import { parseAccountFilter, type AccountFilter } from '@/lib/accounts/account-filter';
import { EMAIL_INVALID, EMAIL_REQUIRED, isStrictEmail, requiredEmail } from '@/lib/validation/email';
import { firstParam, parsePage, parseQuery, uuidSchema, type SearchParams } from '@/lib/lists/params';

// Client creation: email and full name required, the rest optional. One schema
// for the form and the server action; every transform is idempotent, so the action can
// parse what the form already parsed.

export { EMAIL_INVALID, EMAIL_REQUIRED };
export const FULL_NAME_REQUIRED = 'Full name is required';
export const WEBSITE_INVALID = 'Please enter a valid website address starting with http:// or https://';

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).nullish().transform(emptyToNull);

export const optionalEmail = z
  .string()
  .trim()
  .max(320, EMAIL_INVALID)
  .refine((v) => v === '' || isStrictEmail(v), EMAIL_INVALID)
  .nullish()
  .transform(emptyToNull);

/** A bare domain gets https://; any other scheme (javascript:, data:, ftp:…) is refused. */
export function normaliseWebsite(raw: string): string | null {
  const value = raw.trim();
  if (!value) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    return withScheme.length <= 2048 ? withScheme : null;
  } catch {
    return null;
  }
}

export const website = z
  .string()
  .trim()
  .max(2048, WEBSITE_INVALID)
  .nullish()
  .transform((value, ctx) => {
    const normalised = normaliseWebsite(value ?? '');
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: WEBSITE_INVALID });
      return z.NEVER;
    }
    return emptyToNull(normalised);
  });

/** The person who signs in. */
const personFields = {
  email: requiredEmail(),
  fullName: z
    .string({ error: FULL_NAME_REQUIRED })
    .trim()
    .min(1, FULL_NAME_REQUIRED)
    .max(200, 'Full name must be at most 200 characters'),
  phone: optionalText(50),
  customFields: customFieldInputSchema,
};

// A new client starts its company from these; afterwards the company's own details form edits
// them (lib/companies), so the client's edit form asks only for the person.
const newCompanyFields = {
  companyName: optionalText(200),
  website,
  address: optionalText(1000),
};

export const createClientSchema = z.object({
  ...personFields,
  ...newCompanyFields,
  billingEmail: optionalEmail,
  billingContactName: optionalText(200),
  billingContactEmail: optionalEmail,
  technicalContactName: optionalText(200),
  technicalContactEmail: optionalEmail,
});

export const updateClientSchema = z.object({ id: uuidSchema, ...personFields });

export type CreateClientInput = z.input<typeof createClientSchema>;
export type CreateClientValues = z.output<typeof createClientSchema>;
export type UpdateClientInput = z.input<typeof updateClientSchema>;
export type UpdateClientValues = z.output<typeof updateClientSchema>;

export const sendInvitationSchema = z.object({ clientId: uuidSchema });

export const CLIENT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type ClientStatusFilter = (typeof CLIENT_STATUS_FILTERS)[number];

export type ClientListParams = { q: string; status: ClientStatusFilter; page: number; accounts: AccountFilter };

export function parseClientListParams(params: SearchParams): ClientListParams {
  const status = firstParam(params, 'status');
  return {
    q: parseQuery(firstParam(params, 'q')),
    status: (CLIENT_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as ClientStatusFilter)
      : 'all',
    page: parsePage(firstParam(params, 'page')),
    accounts: parseAccountFilter(params),
  };
}

/** Company name, else full name, else 'Unnamed Client'. */
export function clientDisplayName(client: { companyName: string | null; fullName: string | null }): string {
  return client.companyName?.trim() || client.fullName?.trim() || 'Unnamed Client';
}
