'use server';

import { and, eq } from 'drizzle-orm';
import { action, TWO_FACTOR_REQUIRED, type ActionResult } from '@/lib/actions/action';
import { NOT_ALLOWED } from '@/lib/actions/messages';
import { adminUsers, DuplicateEmailError } from '@/lib/auth/admin-users';
import type { InviteResult } from '@/lib/auth/admin-users-types';
import type { CurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { endAllUserSessions } from '@/lib/auth/sessions';
import { actAs, systemDb, withUser } from '@/lib/db/client';
import { isDatabaseUnavailable, pgErrorCode } from '@/lib/db/errors';
import { clientOrganizations, organizationMemberProjects, organizationMembers } from '@/lib/db/schema';
import { once, storedResult } from '@/lib/idempotency/queries';
import { log } from '@/lib/log/logger';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { mayManageTeam } from './access';
import { sendTeammateInvitation } from './invite';
import { findTeammate, ownerCount } from './queries';
import {
  companyDetailsSchema,
  inviteTeammateSchema,
  LAST_OWNER,
  MEMBER_GONE,
  normaliseAccess,
  NOT_YOUR_COMPANY,
  PROJECT_NOT_IN_COMPANY,
  teammateAccessSchema,
  teammateSchema,
} from './schema';

// Owners manage their company's team from the portal, staff from the client's page; both
// through these actions. Each checks the caller's right here and RLS checks it again; the
// database also keeps the last owner (app.organization_members_guard).

const INVITE_FAILED = 'The teammate could not be added. Please try again in a moment.';

/** Why `user` may not manage the team of `organizationId`, or null. */
function teamRefusal(user: CurrentUser, organizationId: string): string | null {
  if (isAdminRole(user.profile.role)) return user.needsTwoFactor ? TWO_FACTOR_REQUIRED : null;
  if (!mayManageTeam(user)) return NOT_ALLOWED;
  return user.company?.id === organizationId ? null : NOT_YOUR_COMPANY;
}

function revalidateTeam(organizationId: string, profileId?: string) {
  revalidatePortal('/team');
  revalidatePortal('/admin/clients');
  revalidatePortal('/admin/users');
  if (profileId) revalidatePortal(`/admin/clients/${profileId}`);
  void organizationId;
}

/** A database refusal from the last-owner guard, in the words the person reads. */
function isLastOwnerError(error: unknown): boolean {
  const cause = (error as { cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? '';
  return cause.includes('keeps at least one owner');
}

/**
 * Adds a teammate: a new client login in the company with the chosen role (and, restricted,
 * only the chosen projects), then the same invitation link every client gets.
 */
export const inviteTeammate = action(
  { schema: inviteTeammateSchema, role: 'signed-in', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string; invitation: InviteResult | null }>> => {
    const refused = teamRefusal(user, input.organizationId);
    if (refused) return { ok: false, error: refused };
    const { restricted, projectIds } = normaliseAccess(input);
    let id: string;
    try {
      id = await adminUsers().createAccount(
        user.claims,
        { email: input.email, fullName: input.fullName },
        async (tx, newId) => {
          const stored = await once(tx, idempotencyKey, 'teammate', async (tx) => {
            await tx.insert(organizationMembers).values({
              organizationId: input.organizationId,
              profileId: newId,
              companyRole: input.companyRole,
              restricted,
            });
            if (projectIds.length > 0)
              await tx.insert(organizationMemberProjects).values(
                projectIds.map((projectId) => ({
                  organizationId: input.organizationId,
                  profileId: newId,
                  projectId,
                })),
              );
            return { id: newId };
          });
          if (!stored.value) throw new Error(INVITE_FAILED);
          return stored.value.id;
        },
      );
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        const first = await withUser(user.claims, (tx) => storedResult<{ id: string }>(tx, idempotencyKey, 'teammate'));
        if (first) return { ok: true, id: first.id, invitation: null };
        return { ok: false, error: error.message, fieldErrors: { email: error.message } };
      }
      if (isDatabaseUnavailable(error)) throw error;
      log.error({ err: error }, 'Adding a teammate failed');
      return { ok: false, error: INVITE_FAILED };
    }
    const sent = await sendTeammateInvitation(user, input.organizationId, id);
    revalidateTeam(input.organizationId, id);
    return { ok: true, id, invitation: sent.ok ? { link: sent.link, delivery: sent.delivery } : null };
  },
);

/** Sends a pending teammate's invitation link again. */
export const resendTeammateInvitation = action(
  { schema: teammateSchema, role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<InviteResult>> => {
    const refused = teamRefusal(user, input.organizationId);
    if (refused) return { ok: false, error: refused };
    const sent = await sendTeammateInvitation(user, input.organizationId, input.profileId);
    revalidateTeam(input.organizationId, input.profileId);
    return sent;
  },
);

/**
 * Removes a teammate (an owner or staff) or leaves the company (anyone, for themselves). Their
 * sessions end in the same transaction, so they are signed out at once; the last owner stays.
 */
export const removeTeammate = action(
  { schema: teammateSchema, role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const leaving = input.profileId === user.claims.sub && user.company?.id === input.organizationId;
    const refused = leaving ? null : teamRefusal(user, input.organizationId);
    if (refused) return { ok: false, error: refused };
    class Refusal extends Error {}
    try {
      // Trusted connection for the sessions (auth.sessions is no user's to touch), then the
      // caller's own claims for the check and the delete, all in one transaction: a refusal
      // rolls the ended sessions back with it.
      await systemDb().transaction(async (tx) => {
        await endAllUserSessions(tx, input.profileId);
        await actAs(tx, user.claims);
        const member = await findTeammate(tx, input.organizationId, input.profileId);
        if (!member) throw new Refusal(MEMBER_GONE);
        if (member.companyRole === 'owner' && (await ownerCount(tx, input.organizationId)) <= 1)
          throw new Refusal(LAST_OWNER);
        const removed = await tx
          .delete(organizationMembers)
          .where(
            and(
              eq(organizationMembers.organizationId, input.organizationId),
              eq(organizationMembers.profileId, input.profileId),
            ),
          )
          .returning({ id: organizationMembers.profileId });
        if (removed.length === 0) throw new Refusal(MEMBER_GONE);
      });
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.message };
      if (isLastOwnerError(error)) return { ok: false, error: LAST_OWNER };
      if (isDatabaseUnavailable(error)) throw error;
      log.error({ err: error }, 'Removing a teammate failed');
      return { ok: false, error: 'The teammate could not be removed. Please try again in a moment.' };
    }
    revalidateTeam(input.organizationId, input.profileId);
    return { ok: true };
  },
);

/**
 * Changes a teammate's role and the projects they see. The person's sessions read their
 * membership with every request, so a demoted or restricted teammate sees the change on
 * their next page; the last owner cannot step down (here and in the database's guard).
 */
export const changeTeammateAccess = action(
  { schema: teammateAccessSchema, role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const refused = teamRefusal(user, input.organizationId);
    if (refused) return { ok: false, error: refused };
    const { restricted, projectIds } = normaliseAccess(input);
    const { organizationId, profileId, companyRole } = input;
    const theMember = and(
      eq(organizationMembers.organizationId, organizationId),
      eq(organizationMembers.profileId, profileId),
    );
    class Refusal extends Error {}
    try {
      await withUser(user.claims, async (tx) => {
        const member = await findTeammate(tx, organizationId, profileId);
        if (!member) throw new Refusal(MEMBER_GONE);
        if (member.companyRole === 'owner' && companyRole !== 'owner' && (await ownerCount(tx, organizationId)) <= 1)
          throw new Refusal(LAST_OWNER);
        const changed = await tx
          .update(organizationMembers)
          .set({ companyRole, restricted })
          .where(theMember)
          .returning({ id: organizationMembers.profileId });
        if (changed.length === 0) throw new Refusal(MEMBER_GONE);
        await tx
          .delete(organizationMemberProjects)
          .where(
            and(
              eq(organizationMemberProjects.organizationId, organizationId),
              eq(organizationMemberProjects.profileId, profileId),
            ),
          );
        if (projectIds.length > 0)
          await tx
            .insert(organizationMemberProjects)
            .values(projectIds.map((projectId) => ({ organizationId, profileId, projectId })));
      });
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.message };
      if (isLastOwnerError(error)) return { ok: false, error: LAST_OWNER };
      // The list's foreign key holds each project to the member's company.
      if (pgErrorCode(error) === '23503')
        return { ok: false, error: PROJECT_NOT_IN_COMPANY, fieldErrors: { projectIds: PROJECT_NOT_IN_COMPANY } };
      if (isDatabaseUnavailable(error)) throw error;
      log.error({ err: error }, 'Changing a teammate failed');
      return { ok: false, error: 'The change could not be saved. Please try again in a moment.' };
    }
    revalidateTeam(organizationId, profileId);
    return { ok: true };
  },
);

/** The company's name, address, website and billing email (owners and staff). */
export const updateCompanyDetails = action(
  { schema: companyDetailsSchema, role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const refused = teamRefusal(user, input.organizationId);
    if (refused) return { ok: false, error: refused };
    const updated = await withUser(user.claims, (tx) =>
      tx
        .update(clientOrganizations)
        .set({ name: input.name, address: input.address, website: input.website, billingEmail: input.billingEmail })
        .where(eq(clientOrganizations.id, input.organizationId))
        .returning({ id: clientOrganizations.id }),
    );
    if (updated.length === 0) return { ok: false, error: NOT_YOUR_COMPANY };
    revalidateTeam(input.organizationId);
    return { ok: true };
  },
);
