// Reading the idempotency key a create form sent: its format and where it is in an
// action's raw input. The field name and the browser's generator are in ./form-key.ts, which
// client components import without pulling zod in with this schema.
import '@/lib/zod-csp';
import { z } from 'zod';
import { IDEMPOTENCY_FIELD } from './form-key';

export const idempotencyKeySchema = z.uuid();
export const STALE_FORM_MESSAGE = 'This form is out of date. Please reload the page and send it again.';

/** The key in an action's raw input: a plain object or FormData (file uploads). */
export function readIdempotencyKey(input: unknown): string | undefined {
  const raw =
    typeof FormData !== 'undefined' && input instanceof FormData
      ? input.get(IDEMPOTENCY_FIELD)
      : (input as Record<string, unknown> | null)?.[IDEMPOTENCY_FIELD];
  const parsed = idempotencyKeySchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
