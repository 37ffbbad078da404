import 'server-only';
import { redirect } from 'next/navigation';
import type { ActionResult } from './action';
import { postedAnswer, postedText, type PostedFormState } from './posted-form';
import { customFieldsFromForm, keptCustomFields } from '@/lib/custom-fields/posted';
import type { CustomFieldValues } from '@/lib/custom-fields/schema';

/**
 * A create form for a record with custom fields (a client, a project), posted by the browser
 * itself: its text fields and custom fields go to the same action the JavaScript path calls.
 * A stored record opens its page, as the JavaScript path does; a refusal comes back with its
 * messages and everything typed (the idempotency key among it, so a second post of the same
 * fill stores nothing new).
 */
export async function postRecordForm<N extends string>(
  form: FormData,
  names: readonly N[],
  create: (
    input: Record<N, string | undefined> & { customFields: CustomFieldValues },
  ) => Promise<ActionResult<{ id: string }>>,
  pageOf: (id: string) => string,
): Promise<PostedFormState> {
  const fields = postedText(form, names);
  const customFields = customFieldsFromForm(form);
  const result = await create({ ...fields, customFields });
  if (result.ok) redirect(pageOf(result.id));
  return postedAnswer(result, { ...fields, ...keptCustomFields(customFields) });
}
