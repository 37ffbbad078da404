import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import type { Tx } from '@/lib/db/client';
import type { CompanyRole } from './roles';

// What a client person may see and do, asked in ONE place by pages, actions, route handlers
// and downloads. Which rows are visible is decided by the database's helpers (the same ones
// every RLS policy calls: app.visible_project_ids, app.organization_ids_as, app.can_see_project),
// so a screen's filter and the policy behind it can never disagree; the role checks below
// decide which screens and buttons a person gets, from the company read with the session.

type Viewer = Pick<CurrentUser, 'profile' | 'company'>;

const isStaff = (user: Viewer) => isAdminRole(user.profile.role);
const roleOf = (user: Viewer): CompanyRole | null => user.company?.role ?? null;

/** Invoices, payments and statements: staff, a company's owners and billing members. */
export function mayUseBilling(user: Viewer): boolean {
  return isStaff(user) || roleOf(user) === 'owner' || roleOf(user) === 'billing';
}

/** The company's team (invite, remove, roles): staff and the company's owners. */
export function mayManageTeam(user: Viewer): boolean {
  return isStaff(user) || roleOf(user) === 'owner';
}

/**
 * A new ticket about no project (the company at large): staff, owners and unrestricted
 * members; others open tickets about the projects they are on.
 */
export function seesWholeCompany(user: Viewer): boolean {
  const role = roleOf(user);
  return isStaff(user) || role === 'owner' || (role === 'member' && user.company?.restricted !== true);
}

/** `column` is a project the signed-in client sees (staff: use no filter). */
export function visibleProject(column: AnyColumn | SQL): SQL {
  return sql`${column} = any ((select app.visible_project_ids())::uuid[])`;
}

/** `column` is a company whose invoices the signed-in person may read (owner or billing). */
export function billableCompany(column: AnyColumn | SQL): SQL {
  return sql`${column} = any ((select app.organization_ids_as('owner', 'billing'))::uuid[])`;
}

/** Whether the signed-in person (staff or client) may see the project: the RLS rule itself. */
export async function canSeeProject(tx: Tx, projectId: string): Promise<boolean> {
  const [row] = await tx.execute<{ visible: boolean }>(sql`select app.can_see_project(${projectId}::uuid) as visible`);
  return row?.visible === true;
}

/** The company of `profileId` is named `pattern`-like, or one of its people is (name or email). */
export function companyMatches(profileId: AnyColumn | SQL, pattern: string): SQL {
  return sql`exists (
    select 1 from app.organization_members om
      join app.client_organizations co on co.id = om.organization_id
      join app.organization_members om2 on om2.organization_id = om.organization_id
      join app.profiles p2 on p2.id = om2.profile_id
     where om.profile_id = ${profileId}
       and (lower(co.name) like ${pattern} escape '\\' or lower(p2.full_name) like ${pattern} escape '\\'
            or lower(p2.email) like ${pattern} escape '\\'))`;
}
