// The idempotency key a create form sends with each submit (issue 22). Shared by the
// client hook and the server action wrapper: one field name, one format.
import '@/lib/zod-csp';
import { z } from 'zod';

export const IDEMPOTENCY_FIELD = 'idempotencyKey';
export const idempotencyKeySchema = z.uuid();
export const STALE_FORM_MESSAGE = 'This form is out of date. Please reload the page and send it again.';

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key in an action's raw input: a plain object or FormData (file uploads). */
export function readIdempotencyKey(input: unknown): string | undefined {
  const raw =
    typeof FormData !== 'undefined' && input instanceof FormData
      ? input.get(IDEMPOTENCY_FIELD)
      : (input as Record<string, unknown> | null)?.[IDEMPOTENCY_FIELD];
  const parsed = idempotencyKeySchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
