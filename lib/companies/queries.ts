import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { clientOrganizations, organizationMemberProjects, organizationMembers, profiles } from '@/lib/db/schema';
import type { InvitationStatus } from '@/lib/invitations/status';
import type { CompanyRole } from './roles';

// A client company's people, read under the caller's claims: RLS lets staff read every
// company and a member only their own.

export type Teammate = {
  profileId: string;
  fullName: string | null;
  email: string;
  companyRole: CompanyRole;
  restricted: boolean;
  invitationStatus: InvitationStatus;
  deactivated: boolean;
  /** The projects a restricted member or a billing member is on. */
  projectIds: string[];
};

export type Company = {
  id: string;
  name: string;
  address: string | null;
  website: string | null;
  billingEmail: string | null;
};

export async function getCompany(tx: Tx, id: string): Promise<Company | null> {
  const [row] = await tx
    .select({
      id: clientOrganizations.id,
      name: clientOrganizations.name,
      address: clientOrganizations.address,
      website: clientOrganizations.website,
      billingEmail: clientOrganizations.billingEmail,
    })
    .from(clientOrganizations)
    .where(eq(clientOrganizations.id, id))
    .limit(1);
  return row ?? null;
}

/** The company of a client person (staff pages start from the person). */
export async function companyOfPerson(tx: Tx, profileId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.profileId, profileId))
    .limit(1);
  return row?.id ?? null;
}

/** The company's members, owners first, then by name. */
export async function listTeammates(tx: Tx, organizationId: string): Promise<Teammate[]> {
  return teammatesWhere(tx, eq(organizationMembers.organizationId, organizationId));
}

/** A client person's company with all its members, or null: a column of a query about the person. */
export type CompanyTeam = { company: Company; teammates: Teammate[] };

/**
 * The company of the person `profileId` with all its members, as one JSON column (the admin's
 * client page reads it with the client, in the same statement).
 */
export function companyTeamColumn(profileId: SQL) {
  return sql<CompanyTeam | null>`(select json_build_object(
      'company', json_build_object('id', co.id, 'name', co.name, 'address', co.address, 'website', co.website,
                                   'billingEmail', co.billing_email),
      'teammates', (select coalesce(json_agg(json_build_object(
          'profileId', m.profile_id, 'fullName', p.full_name, 'email', p.email, 'companyRole', m.company_role,
          'restricted', m.restricted, 'invitationStatus', p.invitation_status,
          'deactivated', p.deactivated_at is not null,
          'projectIds', coalesce((select array_agg(mp.project_id::text order by mp.project_id)
                                    from app.organization_member_projects mp where mp.profile_id = m.profile_id), '{}'))
          order by m.company_role <> 'owner', lower(coalesce(p.full_name, p.email))), '[]'::json)
        from app.organization_members m join app.profiles p on p.id = m.profile_id
        where m.organization_id = co.id))
    from app.organization_members om join app.client_organizations co on co.id = om.organization_id
    where om.profile_id = ${profileId})`;
}

/** The company of a client person with all its members (one statement), or null. */
export async function companyTeamOf(tx: Tx, profileId: string): Promise<CompanyTeam | null> {
  const [row] = await tx.execute<{ team: CompanyTeam | null }>(
    sql`select ${companyTeamColumn(sql`${profileId}::uuid`)} as team`,
  );
  return row?.team ?? null;
}

async function teammatesWhere(tx: Tx, where: ReturnType<typeof eq>): Promise<Teammate[]> {
  const rows = await tx
    .select({
      profileId: organizationMembers.profileId,
      fullName: profiles.fullName,
      email: profiles.email,
      companyRole: organizationMembers.companyRole,
      restricted: organizationMembers.restricted,
      invitationStatus: profiles.invitationStatus,
      deactivated: sql<boolean>`${profiles.deactivatedAt} is not null`,
      projectIds: sql<string[]>`coalesce((select array_agg(mp.project_id::text order by mp.project_id)
        from ${organizationMemberProjects} mp where mp.profile_id = ${organizationMembers.profileId}), '{}')`,
    })
    .from(organizationMembers)
    .innerJoin(profiles, eq(profiles.id, organizationMembers.profileId))
    .where(where)
    .orderBy(
      asc(sql`${organizationMembers.companyRole} <> 'owner'`),
      asc(sql`lower(coalesce(${profiles.fullName}, ${profiles.email}))`),
    );
  return rows.map((row) => ({ ...row, projectIds: row.projectIds ?? [] }));
}

/** One member of the company (or null), with their role. */
export async function findTeammate(tx: Tx, organizationId: string, profileId: string) {
  const [row] = await tx
    .select({ companyRole: organizationMembers.companyRole })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.profileId, profileId)))
    .limit(1);
  return row ?? null;
}

/** How many owners the company has (the last one cannot leave). */
export async function ownerCount(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.companyRole, 'owner')));
  return Number(row?.n ?? 0);
}
