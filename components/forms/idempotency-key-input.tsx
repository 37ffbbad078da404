import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import type { ActionForm } from './use-action-form';

/**
 * The form's one idempotency key (a create form): made by the server page, so it is in the
 * HTML before hydration. (The public contact form, prerendered and without `useActionForm`,
 * passes the key its own state holds: `formKey` alone.) A refused post sends the same key back, so the same fill sent again
 * stores one record; after a success the page is rendered anew with a new key for the next fill.
 */
export function IdempotencyKeyInput({ form, formKey }: { form?: ActionForm; formKey: string }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={form?.value(IDEMPOTENCY_FIELD) || formKey} />;
}
