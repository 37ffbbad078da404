import 'server-only';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { reachDatabase, systemDb, withUser, type Claims, type Database } from '@/lib/db/client';
import { withRetry } from '@/lib/db/retry';
import {
  appSettings,
  authSessions,
  clientOrganizations,
  organizationMembers,
  profiles,
  type Profile,
} from '@/lib/db/schema';
import { isCompanyRole, type CompanyRole } from '@/lib/companies/roles';
import { unreadAcrossProjects } from '@/lib/messages/unread';
import { UNREAD_CAP } from '@/lib/notifications/categories';
import { ADMIN_ROLES } from './roles';
import { idleMinutesSql, TOUCH_EVERY_SECONDS } from './sessions';

export type SignedInState = {
  profile: Profile;
  /** A super admin requires two-factor sign-in for admins. */
  requireAdminMfa: boolean;
  /** Unread notifications, up to UNREAD_CAP, for the sidebar's badge. */
  unreadNotifications: number;
  /** Unread project messages, up to UNREAD_CAP, for the sidebar's badge. */
  unreadMessages: number;
  /** The client company the person is a member of (null: staff, or no company). */
  company: SessionCompany | null;
};

/** A client's company and role in it, read with the session (lib/companies/access.ts asks it). */
export type SessionCompany = { id: string; name: string; role: CompanyRole; restricted: boolean };

type Counts = Pick<SignedInState, 'requireAdminMfa' | 'unreadNotifications' | 'unreadMessages' | 'company'>;

/**
 * The server's one session check per request, and the profile with it, in ONE statement on
 * the trusted connection (auth.sessions is not readable by users): the session row must
 * exist, belong to the token's user, not be past not_after, not have idled longer than the
 * user's role allows (lib/auth/sessions.ts holds the rule) and its account must not be
 * deactivated. The same statement ends a dead session and records activity at
 * most every TOUCH_EVERY_SECONDS (data-modifying CTEs), so a request pays one round trip.
 *
 * Both auth adapters keep their sessions in auth.sessions with the same columns (Supabase's
 * own table in Supabase mode, where not_after is null unless time-boxed), so remote sign-out,
 * deactivation and idle timeouts apply in both modes.
 *
 * Returns null only when the session is gone. A database error is thrown after the retries
 * as DatabaseUnavailableError when the database cannot be reached,
 * never read as "signed out" or a guessed role.
 */
export async function loadSessionProfile(
  claims: Claims,
  db: Database = systemDb(),
  retry: typeof withRetry = withRetry,
): Promise<SignedInState | null> {
  return reachDatabase(() =>
    retry(async () => {
      const found = await profileOfLiveSession(db, claims);
      if (found === null) return null;
      const profile = found.profile ?? (await createOwnProfile(db, claims));
      const { requireAdminMfa, unreadNotifications, unreadMessages, company } = found;
      return { profile, requireAdminMfa, unreadNotifications, unreadMessages, company };
    }),
  );
}

async function profileOfLiveSession(
  db: Database,
  claims: Claims,
): Promise<({ profile: Profile | null } & Counts) | null> {
  if (!claims.session_id) return null;
  const [row] = await sessionStatement(db).execute({ sessionId: claims.session_id, userId: claims.sub });
  if (!row || row.dead) return null;
  return {
    profile: row.profile,
    requireAdminMfa: row.requireAdminMfa === true,
    unreadNotifications: row.unreadNotifications ?? 0,
    unreadMessages: row.unreadMessages ?? 0,
    company:
      row.profile?.role === 'client' && row.companyId && row.companyName && isCompanyRole(row.companyRole)
        ? {
            id: row.companyId,
            name: row.companyName,
            role: row.companyRole,
            restricted: row.companyRestricted === true,
          }
        : null,
  };
}

// Every signed-in request sends this statement: it is built once per database client (the
// SQL text with placeholders) instead of on every request, where building it took about as
// long as the database took to answer it.
const sessionStatements = new WeakMap<Database, ReturnType<typeof buildSessionStatement>>();

function sessionStatement(db: Database) {
  let statement = sessionStatements.get(db);
  if (!statement) {
    statement = buildSessionStatement(db);
    sessionStatements.set(db, statement);
  }
  return statement;
}

function buildSessionStatement(db: Database) {
  const sessionId = sql.placeholder('sessionId');
  const userId = sql.placeholder('userId');
  const idleMinutes = idleMinutesSql(profiles.role);
  const checked = db.$with('checked').as(
    db
      .select({
        id: authSessions.id,
        userId: authSessions.userId,
        dead: sql<boolean>`(${authSessions.updatedAt} < now() - make_interval(mins => ${idleMinutes}) or ${profiles.deactivatedAt} is not null)`.as(
          'dead',
        ),
        stale: sql<boolean>`${authSessions.updatedAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`.as(
          'stale',
        ),
      })
      .from(authSessions)
      .leftJoin(profiles, eq(profiles.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.userId, userId),
          or(isNull(authSessions.notAfter), gt(authSessions.notAfter, sql`now()`)),
        ),
      ),
  );
  const ended = db.$with('ended').as(
    db
      .delete(authSessions)
      .where(
        inArray(
          authSessions.id,
          db
            .select({ id: checked.id })
            .from(checked)
            .where(sql`${checked.dead}`),
        ),
      )
      .returning({ id: authSessions.id }),
  );
  const touched = db.$with('touched').as(
    db
      .update(authSessions)
      .set({ updatedAt: sql`now()` })
      .where(
        inArray(
          authSessions.id,
          db
            .select({ id: checked.id })
            .from(checked)
            .where(sql`${checked.stale} and not ${checked.dead}`),
        ),
      )
      .returning({ id: authSessions.id }),
  );
  return db
    .with(checked, ended, touched)
    .select({
      dead: checked.dead,
      profile: profiles,
      requireAdminMfa: sql<boolean>`coalesce((select ${appSettings.requireAdminMfa} from ${appSettings} limit 1), false)`,
      unreadNotifications: sql<number>`(select count(*)::int from (select 1 from app.notifications n
        where n.user_id = ${checked.userId} and n.read_at is null limit ${UNREAD_CAP}) unread)`.mapWith(Number),
      unreadMessages: unreadAcrossProjects(sql`${checked.userId}`, inArray(profiles.role, [...ADMIN_ROLES])),
      companyId: organizationMembers.organizationId,
      companyRole: organizationMembers.companyRole,
      companyRestricted: organizationMembers.restricted,
      companyName: clientOrganizations.name,
    })
    .from(checked)
    .leftJoin(profiles, eq(profiles.id, checked.userId))
    .leftJoin(organizationMembers, eq(organizationMembers.profileId, checked.userId))
    .leftJoin(clientOrganizations, eq(clientOrganizations.id, organizationMembers.organizationId))
    .limit(1)
    .prepare('session_profile');
}

/** A signed-in user without a profile row gets one with role client, under RLS. */
async function createOwnProfile(db: Database, claims: Claims): Promise<Profile> {
  return withUser(
    claims,
    async (tx) => {
      const [created] = await tx
        .insert(profiles)
        .values({ id: claims.sub, email: claims.email ?? '', role: 'client' })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const [raced] = await tx.select().from(profiles).where(eq(profiles.id, claims.sub)).limit(1);
      return raced;
    },
    db,
  );
}
