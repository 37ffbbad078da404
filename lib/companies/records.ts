import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { clientOrganizations, organizationMembers, type CustomFieldValues } from '@/lib/db/schema';

// The company record behind the admin's client forms: Add New Client starts a company with
// the new person as its owner, and the client's edit form keeps its custom fields there.

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

/**
 * The custom fields the client form saved go to the company `profileId` owns. Its name,
 * website and address are not the client form's: the company's own details form writes them.
 */
export async function saveCustomFieldsOfOwnedCompany(
  tx: Tx,
  profileId: string,
  customFields: CustomFieldValues,
): Promise<void> {
  await tx
    .update(clientOrganizations)
    .set({ customFields })
    .where(
      eq(
        clientOrganizations.id,
        sql`(select ${organizationMembers.organizationId} from ${organizationMembers}
              where ${and(eq(organizationMembers.profileId, profileId), eq(organizationMembers.companyRole, 'owner'))})`,
      ),
    );
}
