import 'server-only';
import { withUser } from '@/lib/db/client';
import { DuplicateEmailError, type AdminUsers } from './admin-users-types';

import { supabaseAdminAuth as adminClient, type SupabaseAdminConfig } from './supabase-admin-client';
import { log } from '@/lib/log/logger';

export type { SupabaseAdminConfig };

function failure(error: { message: string; code?: string; status?: number }): Error {
  return error.code === 'email_exists' || error.code === 'user_already_exists'
    ? new DuplicateEmailError()
    : new Error(error.message);
}

/**
 * Supabase mode: logins live in Supabase Auth and are managed with the service-role admin
 * API. The invite mail is Supabase's; its template must link to
 * {{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=invite (README, "Deploying").
 */
export function createSupabaseAdminUsers(config: SupabaseAdminConfig): AdminUsers {
  return {
    async createAccount(claims, account, fillProfile) {
      const admin = adminClient(config);
      const { data, error } = await admin.createUser({
        email: account.email,
        email_confirm: false,
        user_metadata: { full_name: account.fullName },
      });
      if (error || !data.user) throw failure(error ?? { message: 'Failed to create client' });
      try {
        return await withUser(claims, (tx) => fillProfile(tx, data.user.id));
      } catch (cause) {
        // Undo the login; the original failure is the one worth reporting.
        const undone = await admin.deleteUser(data.user.id).catch((error: unknown) => ({ error }));
        if (undone.error) log.error({ userId: data.user.id, err: undone.error }, 'Removing the half-made login failed');
        throw cause;
      }
    },

    changeEmail(claims, id, email, updateProfile) {
      // The login changes inside the profile's transaction: if Supabase refuses, the
      // profile change rolls back with it.
      return withUser(claims, async (tx) => {
        const result = await updateProfile(tx);
        const { error } = await adminClient(config).updateUserById(id, { email, email_confirm: true });
        if (error) throw failure(error);
        return result;
      });
    },

    async invite(_claims, user, portalOrigin) {
      const { error } = await adminClient(config).inviteUserByEmail(user.email, {
        redirectTo: `${portalOrigin}/auth/confirm`,
        data: { full_name: user.fullName },
      });
      if (error) throw new Error(error.message);
      return { link: null, delivery: 'sent' };
    },

    async createPasswordResetLink(_claims, user, portalOrigin) {
      const { data, error } = await adminClient(config).generateLink({
        type: 'recovery',
        email: user.email,
        options: { redirectTo: `${portalOrigin}/auth/confirm` },
      });
      if (error || !data.properties?.hashed_token) throw new Error(error?.message ?? 'No recovery link returned');
      // Our own confirm page verifies the token_hash, as the recovery mail's link does.
      return `${portalOrigin}/auth/confirm?token_hash=${encodeURIComponent(data.properties.hashed_token)}&type=recovery`;
    },

    async setSignInBlocked(userId, blocked) {
      // ~100 years; 'none' lifts the ban.
      const { error } = await adminClient(config).updateUserById(userId, {
        ban_duration: blocked ? '876000h' : 'none',
      });
      if (error) throw new Error(error.message);
    },

    eraseSignIn: {
      async inTransaction() {
        // auth.users is Supabase's: changed through its admin API once the erasure committed.
      },
      async afterCommit(userId) {
        // A soft delete: Supabase empties the login's email, phone and identities and keeps
        // the row, so the profile that the firm's records name stays.
        const { error } = await adminClient(config).deleteUser(userId, true);
        if (error) throw new Error(error.message);
      },
    },
  };
}
