'use server';

import { and, eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionError, type ActionResult } from '@/lib/actions/action';
import { adminUsers, DuplicateEmailError } from '@/lib/auth/admin-users';
import { withUser, type Tx } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { once, storedResult } from '@/lib/idempotency/queries';
import { profiles } from '@/lib/db/schema';
import { listDefinitions } from '@/lib/custom-fields/queries';
import {
  mergeCustomFields,
  toFieldErrors,
  validateCustomFields,
  type CustomFieldValues,
} from '@/lib/custom-fields/schema';
import { sendInvitation, type InvitationOutcome } from '@/lib/invitations/send-invitation';
import { createClientSchema, sendInvitationSchema, updateClientSchema } from './schema';
import { log } from '@/lib/log/logger';
import { createCompanyFor, saveCustomFieldsOfOwnedCompany } from '@/lib/companies/records';

const CREATE_FAILED = 'Failed to create client';
const UPDATE_FAILED = 'Failed to save the changes';
const CORRECT_FIELDS = 'Please correct the highlighted fields.';

class ClientNotFound extends Error {}

/** Thrown inside a transaction to roll it back and answer with the form's field errors. */
class InvalidFields extends Error {
  constructor(readonly result: ActionError) {
    super(result.error);
  }
}

/** Custom values checked against the definitions as they are now, on the server. */
async function checkCustomFields(tx: Tx, input: CustomFieldValues) {
  const fields = await listDefinitions(tx, 'client');
  const check = validateCustomFields(fields, input);
  if (!check.ok)
    throw new InvalidFields({ ok: false, error: CORRECT_FIELDS, fieldErrors: toFieldErrors(check.errors) });
  return { fields, values: check.values };
}

function duplicate(error: DuplicateEmailError) {
  return { ok: false as const, error: error.message, fieldErrors: { email: error.message } };
}

function revalidateClients(id?: string) {
  revalidatePortal('/admin/clients');
  revalidatePortal('/admin/users');
  if (id) revalidatePortal(`/admin/clients/${id}`);
}

/** A new client; the form that posted it opens the client's page. */
export const createClient = action(
  {
    schema: createClientSchema,
    role: 'admin',
    idempotent: true,
    redirectOnPost: (created: { id: string }) => `/admin/clients/${created.id}`,
  },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string }>> => {
    const { customFields, email, fullName, ...details } = input;
    try {
      // One transaction (local mode): the login, the field check and the profile.
      const id = await adminUsers().createAccount(user.claims, { email, fullName }, async (tx, newId) => {
        const { values } = await checkCustomFields(tx, customFields);
        const stored = await once(tx, idempotencyKey, 'client', async (tx) => {
          const [row] = await tx
            .update(profiles)
            .set({ ...details, email, fullName, customFields: values })
            .where(eq(profiles.id, newId))
            .returning({ id: profiles.id });
          if (!row) return null;
          // A new client is a new company with this person as its owner.
          await createCompanyFor(tx, newId, { ...details, fullName, customFields: values });
          return { id: row.id };
        });
        if (!stored.value) throw new Error(CREATE_FAILED);
        return stored.value.id;
      });
      revalidateClients();
      return { ok: true, id };
    } catch (error) {
      if (error instanceof InvalidFields) return error.result;
      if (error instanceof DuplicateEmailError) {
        // The account exists: a resubmit of this very form answers with the first result.
        const first = await withUser(user.claims, (tx) => storedResult<{ id: string }>(tx, idempotencyKey, 'client'));
        return first ? { ok: true, id: first.id } : duplicate(error);
      }
      if (isDatabaseUnavailable(error)) throw error; // the wrapper answers "temporarily unavailable"
      log.error({ err: error }, 'Creating a client failed');
      return { ok: false, error: CREATE_FAILED };
    }
  },
);

export const updateClient = action(
  { schema: updateClientSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const { id, customFields, ...details } = input;
    const client = and(eq(profiles.id, id), eq(profiles.role, 'client'));
    // Reads the client, checks the fields and saves in one transaction; `null` from it means
    // the login email changes too, which goes through adminUsers().changeEmail instead.
    const save = async (tx: Tx, emailMayChange: boolean) => {
      const { fields, values } = await checkCustomFields(tx, customFields);
      const [current] = await tx
        .select({ email: profiles.email, customFields: profiles.customFields })
        .from(profiles)
        .where(client)
        .for('update');
      if (!current) throw new ClientNotFound();
      if (details.email !== current.email && !emailMayChange) return 'email-changes' as const;
      const merged = mergeCustomFields(current.customFields, fields, values);
      await tx
        .update(profiles)
        .set({ ...details, customFields: merged })
        .where(client);
      await saveCustomFieldsOfOwnedCompany(tx, id, merged);
      return 'saved' as const;
    };
    try {
      const saved = await withUser(user.claims, (tx) => save(tx, false));
      // The login email follows the profile's ("This will be their login email").
      if (saved === 'email-changes')
        await adminUsers().changeEmail(user.claims, id, details.email, (tx) => save(tx, true));
    } catch (error) {
      if (error instanceof InvalidFields) return error.result;
      if (error instanceof DuplicateEmailError) return duplicate(error);
      if (error instanceof ClientNotFound) return { ok: false, error: 'This client no longer exists.' };
      log.error({ err: error }, 'Updating a client failed');
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
