import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { clientOrganizations, organizationMembers, profiles } from '@/lib/db/schema';
import type { CompanyRole } from '@/lib/companies/roles';

export type ErasureTarget = {
  id: string;
  fullName: string | null;
  email: string;
  erased: boolean;
  company: { id: string; name: string; role: CompanyRole } | null;
  /** The company's other people, and how many of them are owners. */
  others: number;
  otherOwners: number;
};

/** A client person as the erase screen shows them, or null when there is no such client. */
export async function getErasureTarget(tx: Tx, id: string): Promise<ErasureTarget | null> {
  const others = (owners: boolean) =>
    sql<number>`(select count(*)::int from app.organization_members o
                  where o.organization_id = ${organizationMembers.organizationId} and o.profile_id <> ${profiles.id}
                    ${owners ? sql`and o.company_role = 'owner'` : sql``})`;
  const [row] = await tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      erasedAt: profiles.erasedAt,
      companyId: clientOrganizations.id,
      companyName: clientOrganizations.name,
      companyRole: organizationMembers.companyRole,
      others: others(false),
      otherOwners: others(true),
    })
    .from(profiles)
    .leftJoin(organizationMembers, eq(organizationMembers.profileId, profiles.id))
    .leftJoin(clientOrganizations, eq(clientOrganizations.id, organizationMembers.organizationId))
    .where(and(eq(profiles.id, id), eq(profiles.role, 'client')))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    erased: row.erasedAt !== null,
    company:
      row.companyId && row.companyName && row.companyRole
        ? { id: row.companyId, name: row.companyName, role: row.companyRole }
        : null,
    others: Number(row.others ?? 0),
    otherOwners: Number(row.otherOwners ?? 0),
  };
}

/** The last-owner rule as the database applies it: an owner with teammates but no other owner stays. */
export function lastOwnerKeeps(target: ErasureTarget): boolean {
  return target.company?.role === 'owner' && target.others > 0 && target.otherOwners === 0;
}
