// The idempotency key a create form sends with each submit: the field name and
// the browser's generator. No zod here: public forms import this at page load (the contact
// form), and importing zod at module level put all of it in /contact's first load.
// The key's format check lives with the server's reading of it, in ./key.ts.

export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
