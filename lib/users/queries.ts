import 'server-only';
import { accountCondition } from '@/lib/accounts/account-condition';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { companyMatches } from '@/lib/companies/access';
import type { Tx } from '@/lib/db/client';
import { matchingTotal, pageTotal } from '@/lib/lists/page-total';
import { profiles } from '@/lib/db/schema';
import { likePattern, PAGE_SIZE } from '@/lib/lists/params';
import { profileContains } from '@/lib/db/text-search';
import type { UserListParams } from './schema';
import type { InvitationStatus } from '@/lib/invitations/status';

// The list's row, qualified: in a subquery an unqualified id would bind to the subquery's own tables.
const profileRow = sql.raw('"profiles"."id"');

// User Management: everyone with a profile, newest first; search, role filter
// and paging in SQL.

export type UserSummary = { totalUsers: number; activeUsers: number; pendingInvites: number };

export async function userSummary(tx: Tx): Promise<UserSummary> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${profiles.invitationStatus} = 'accepted'))::int`,
      pending: sql<number>`(count(*) filter (where ${profiles.invitationStatus} in ('pending', 'sent')))::int`,
    })
    .from(profiles);
  return { totalUsers: Number(row.total), activeUsers: Number(row.active), pendingInvites: Number(row.pending) };
}

export type UserRow = {
  id: string;
  fullName: string | null;
  companyName: string | null;
  /** The client company a teammate belongs to (null for owners, staff and clients in none). */
  company: string | null;
  email: string;
  role: string;
  invitationStatus: InvitationStatus;
  deactivatedAt: Date | null;
};

function listFilter(params: UserListParams): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.role !== 'all') conditions.push(eq(profiles.role, params.role));
  // A person is found by their own name and email, or their company's name and people.
  if (params.q) conditions.push(or(profileContains(params.q), companyMatches(profileRow, likePattern(params.q)))!);
  const accounts = accountCondition(params.accounts ?? 'current');
  if (accounts) conditions.push(accounts);
  return conditions.length ? and(...conditions) : undefined;
}

export async function listUsers(tx: Tx, params: UserListParams): Promise<{ rows: UserRow[]; total: number }> {
  const where = listFilter(params);
  const rows = await tx
    .select({
      total: matchingTotal(profiles, where),
      row: {
        id: profiles.id,
        fullName: profiles.fullName,
        companyName: profiles.companyName,
        // A teammate's company (an owner's is named by their own company name, edited here).
        company: sql<string | null>`(select co.name from app.organization_members om
          join app.client_organizations co on co.id = om.organization_id
          where om.profile_id = ${profileRow} and om.company_role <> 'owner')`,
        email: profiles.email,
        role: profiles.role,
        invitationStatus: profiles.invitationStatus,
        deactivatedAt: profiles.deactivatedAt,
      },
    })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(PAGE_SIZE)
    .offset((params.page - 1) * PAGE_SIZE);
  return { rows: rows.map(({ row }) => row), total: await pageTotal(tx, rows, params.page, profiles, where) };
}
