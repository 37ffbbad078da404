'use server';

import { sql } from 'drizzle-orm';
import { action, type ActionResult } from '@/lib/actions/action';
import { adminUsers } from '@/lib/auth/admin-users';
import { endAllUserSessions } from '@/lib/auth/sessions';
import { LAST_OWNER } from '@/lib/companies/schema';
import { actAs, systemDb } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { log } from '@/lib/log/logger';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { ALREADY_ERASED, ERASE_FAILED, erasePersonSchema, NOT_A_CLIENT, PERSON_GONE } from './schema';

// Erasing a client person on request. The database function app.erase_client_person decides
// and does the profile's part (who may, the last owner, what is anonymised and removed, the
// activity entry); this action ends the person's sessions and empties their login in the same
// transaction, on the trusted connection, before switching to the staff member's claims for
// the function: a refusal rolls all of it back.

/** The database's refusals, in the words the staff member reads. */
const REFUSALS: [RegExp, string][] = [
  [/keeps at least one owner/, LAST_OWNER],
  [/No such person/, PERSON_GONE],
  [/Only a client person/, NOT_A_CLIENT],
  [/already been erased/, ALREADY_ERASED],
];

function refusalOf(error: unknown): string | null {
  const message = (error as { cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? '';
  return REFUSALS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

type Erased = { profileId: string; organizationId: string | null; companyLeftWithoutPeople: boolean };

export const erasePerson = action(
  {
    schema: erasePersonSchema,
    role: 'admin',
    redirectOnPost: (erased: { profileId: string }) => `/admin/clients/${erased.profileId}`,
  },
  async (input, { user }): Promise<ActionResult<Erased>> => {
    let outcome: Omit<Erased, 'profileId'>;
    try {
      outcome = await systemDb().transaction(async (tx) => {
        await endAllUserSessions(tx, input.profileId);
        await adminUsers().eraseSignIn.inTransaction(tx, input.profileId);
        await actAs(tx, user.claims);
        const [row] = await tx.execute<{ outcome: Omit<Erased, 'profileId'> }>(
          sql`select app.erase_client_person(${input.profileId}) as outcome`,
        );
        return row.outcome;
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return { ok: false, error: refusal };
      if (isDatabaseUnavailable(error)) throw error;
      log.error({ err: error }, 'Erasing a client person failed');
      return { ok: false, error: ERASE_FAILED };
    }
    try {
      await adminUsers().eraseSignIn.afterCommit(input.profileId);
    } catch (error) {
      // The profile is erased and deactivated, which every session check refuses, so the person
      // is out either way; the provider's copy of the login is logged for the staff to remove.
      log.error({ err: error }, 'Erasing the login at the auth provider failed');
    }
    revalidatePortal('/admin/clients');
    revalidatePortal(`/admin/clients/${input.profileId}`);
    revalidatePortal('/admin/users');
    return { ok: true, profileId: input.profileId, ...outcome };
  },
);
