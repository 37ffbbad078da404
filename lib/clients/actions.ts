'use server';

import { and, eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { action, type ActionResult } from '@/lib/actions/action';
import { adminUsers, DuplicateEmailError } from '@/lib/auth/admin-users';
import { withUser, type Tx } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { once, storedResult } from '@/lib/idempotency/queries';
import { profiles } from '@/lib/db/schema';
import { loadDefinitions } from '@/lib/custom-fields/queries';
import {
  mergeCustomFields,
  toFieldErrors,
  validateCustomFields,
  type CustomFieldValues,
} from '@/lib/custom-fields/schema';
import { sendInvitation, type InvitationOutcome } from '@/lib/invitations/send-invitation';
import type { Claims } from '@/lib/db/client';
import { createClientSchema, sendInvitationSchema, updateClientSchema } from './schema';

const CREATE_FAILED = 'Failed to create client';
const UPDATE_FAILED = 'Failed to save the changes';
const CORRECT_FIELDS = 'Please correct the highlighted fields.';

class ClientNotFound extends Error {}

/** Custom values checked against the definitions as they are now, on the server (spec §2.19). */
async function checkCustomFields(claims: Claims, input: CustomFieldValues) {
  const fields = await withUser(claims, (tx) => loadDefinitions(tx, 'client'));
  return { fields, check: validateCustomFields(fields, input) };
}

function duplicate(error: DuplicateEmailError) {
  return { ok: false as const, error: error.message, fieldErrors: { email: error.message } };
}

function revalidateClients(id?: string) {
  revalidatePath('/portal/admin/clients');
  revalidatePath('/portal/admin/users');
  if (id) revalidatePath(`/portal/admin/clients/${id}`);
}

export const createClient = action(
  { schema: createClientSchema, role: 'admin', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string }>> => {
    const { customFields, email, fullName, ...details } = input;
    const { check } = await checkCustomFields(user.claims, customFields);
    if (!check.ok) return { ok: false, error: CORRECT_FIELDS, fieldErrors: toFieldErrors(check.errors) };
    try {
      const id = await adminUsers().createAccount(user.claims, { email, fullName }, async (tx, newId) => {
        const stored = await once(tx, idempotencyKey, 'client', async (tx) => {
          const [row] = await tx
            .update(profiles)
            .set({ ...details, email, fullName, customFields: check.values })
            .where(eq(profiles.id, newId))
            .returning({ id: profiles.id });
          return row ? { id: row.id } : null;
        });
        if (!stored.value) throw new Error(CREATE_FAILED);
        return stored.value.id;
      });
      revalidateClients();
      return { ok: true, id };
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        // The account exists: a resubmit of this very form answers with the first result.
        const first = await withUser(user.claims, (tx) => storedResult<{ id: string }>(tx, idempotencyKey, 'client'));
        return first ? { ok: true, id: first.id } : duplicate(error);
      }
      if (isDatabaseUnavailable(error)) throw error; // the wrapper answers "temporarily unavailable"
      console.error('Creating a client failed', error);
      return { ok: false, error: CREATE_FAILED };
    }
  },
);

export const updateClient = action(
  { schema: updateClientSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const { id, customFields, ...details } = input;
    const { fields, check } = await checkCustomFields(user.claims, customFields);
    if (!check.ok) return { ok: false, error: CORRECT_FIELDS, fieldErrors: toFieldErrors(check.errors) };
    const [current] = await withUser(user.claims, (tx) =>
      tx
        .select({ email: profiles.email, customFields: profiles.customFields })
        .from(profiles)
        .where(and(eq(profiles.id, id), eq(profiles.role, 'client')))
        .limit(1),
    );
    if (!current) return { ok: false, error: 'This client no longer exists.' };

    const save = async (tx: Tx) => {
      const [row] = await tx
        .update(profiles)
        .set({ ...details, customFields: mergeCustomFields(current.customFields, fields, check.values) })
        .where(and(eq(profiles.id, id), eq(profiles.role, 'client')))
        .returning({ id: profiles.id });
      if (!row) throw new ClientNotFound();
    };
    try {
      // The login email follows the profile's (spec §2.13: "This will be their login email").
      if (details.email !== current.email) await adminUsers().changeEmail(user.claims, id, details.email, save);
      else await withUser(user.claims, save);
    } catch (error) {
      if (error instanceof DuplicateEmailError) return duplicate(error);
      if (error instanceof ClientNotFound) return { ok: false, error: 'This client no longer exists.' };
      console.error('Updating a client failed', error);
      return { ok: false, error: UPDATE_FAILED };
    }
    revalidateClients(id);
    return { ok: true };
  },
);

export const inviteClient = action(
  { schema: sendInvitationSchema, role: 'admin' },
  async (input, { user }): Promise<InvitationOutcome> => {
    const outcome = await sendInvitation(user, input.clientId, { clientsOnly: true });
    revalidateClients(input.clientId);
    return outcome;
  },
);
