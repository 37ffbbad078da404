import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { clientOrganizations, organizationMembers, type CustomFieldValues } from '@/lib/db/schema';

// The company record behind the admin's client form. The form still edits the person who
// owns the company together with the company's details (name, website, address, billing
// email, custom fields); these keep the company's row in step with what the form saved.

type CompanyDetails = {
  companyName?: string | null;
  fullName?: string | null;
  website?: string | null;
  address?: string | null;
  billingEmail?: string | null;
  customFields?: CustomFieldValues;
};

const companyName = (d: CompanyDetails) => (d.companyName?.trim() || d.fullName?.trim() || 'Client').slice(0, 200);

/** A new company with `profileId` as its owner (under the admin's claims). */
export async function createCompanyFor(tx: Tx, profileId: string, details: CompanyDetails): Promise<string> {
  const [company] = await tx
    .insert(clientOrganizations)
    .values({
      name: companyName(details),
      website: details.website ?? null,
      address: details.address ?? null,
      billingEmail: details.billingEmail ?? null,
      customFields: details.customFields ?? {},
    })
    .returning({ id: clientOrganizations.id });
  await tx.insert(organizationMembers).values({ organizationId: company.id, profileId, companyRole: 'owner' });
  return company.id;
}

/** The company `profileId` owns takes the details the client form saved. */
export async function updateCompanyOfOwner(tx: Tx, profileId: string, details: CompanyDetails): Promise<void> {
  await tx
    .update(clientOrganizations)
    .set({
      name: sql`coalesce(${details.companyName?.trim() || null}, ${clientOrganizations.name})`,
      website: details.website ?? null,
      address: details.address ?? null,
      ...(details.customFields ? { customFields: details.customFields } : {}),
    })
    .where(
      eq(
        clientOrganizations.id,
        sql`(select ${organizationMembers.organizationId} from ${organizationMembers}
              where ${and(eq(organizationMembers.profileId, profileId), eq(organizationMembers.companyRole, 'owner'))})`,
      ),
    );
}
