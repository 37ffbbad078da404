// `npm run admin:create`: creates or promotes a super admin on the configured
// database, in every run mode. Plain postgres.js and supabase-js, no Next.js: it runs from
// the command line, on the trusted connection.
import { createHash, randomBytes } from 'node:crypto';
import type postgres from 'postgres';
import { supabaseAdminAuth } from '../auth/supabase-admin-client';

export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
const RESET_SECONDS = 60 * 60;

export type FirstAdminResult = { created: boolean; link: string | null; invited: boolean };

/**
 * Local auth: the login (created without a password when new) becomes an active super
 * admin, and a one-time set-password link (valid one hour, only its hash stored) is made.
 */
export async function createLocalSuperAdmin(
  sql: postgres.Sql,
  email: string,
  portalOrigin: string,
): Promise<FirstAdminResult> {
  const token = randomBytes(32).toString('base64url');
  const created = await sql.begin(async (tx) => {
    const [existing] = await tx<{ id: string }[]>`select id from auth.users where lower(email) = lower(${email})`;
    const id =
      existing?.id ??
      (
        await tx<
          { id: string }[]
        >`insert into auth.users (email, raw_user_meta_data) values (${email}, '{}'::jsonb) returning id`
      )[0].id;
    await tx`insert into app.profiles (id, email, role) values (${id}, ${email}, 'client') on conflict (id) do nothing`;
    await tx`update app.profiles set role = 'super_admin', deactivated_at = null, deactivated_by = null where id = ${id}`;
    await tx`delete from app.account_tokens where user_id = ${id} and purpose = 'password_reset' and consumed_at is null`;
    await tx`insert into app.account_tokens (user_id, purpose, token_hash, expires_at)
             values (${id}, 'password_reset', ${createHash('sha256').update(token).digest('hex')},
                     now() + make_interval(secs => ${RESET_SECONDS}))`;
    return !existing;
  });
  return { created, link: `${portalOrigin}/auth/reset-password?token=${token}`, invited: false };
}

/**
 * Supabase mode: a new person is invited through the Admin API (Supabase mails the link to
 * /auth/confirm); an existing login is promoted. The profile is made super admin on the
 * database connection.
 */
export async function createSupabaseSuperAdmin(
  sql: postgres.Sql,
  config: { url: string; serviceRoleKey: string; fetch?: typeof fetch },
  email: string,
  portalOrigin: string,
): Promise<FirstAdminResult> {
  const admin = supabaseAdminAuth(config);
  let [existing] = await sql<{ id: string }[]>`select id from auth.users where lower(email) = lower(${email})`;
  let invited = false;
  if (!existing) {
    const { data, error } = await admin.inviteUserByEmail(email, { redirectTo: `${portalOrigin}/auth/confirm` });
    if (error || !data.user)
      throw new Error(`Supabase refused the invitation: ${error?.message ?? 'no user returned'}`);
    existing = { id: data.user.id };
    invited = true;
  }
  await sql`insert into app.profiles (id, email, role) values (${existing.id}, ${email}, 'client') on conflict (id) do nothing`;
  await sql`update app.profiles set role = 'super_admin', deactivated_at = null, deactivated_by = null,
            invitation_status = case when ${invited} then 'sent'::app.invitation_status else invitation_status end,
            invitation_sent_at = case when ${invited} then now() else invitation_sent_at end
            where id = ${existing.id}`;
  return { created: invited, link: null, invited };
}
