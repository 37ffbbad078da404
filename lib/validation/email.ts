import '@/lib/zod-csp';
import { z } from 'zod';

// One email rule for every form. Addresses leave the site in mailto:
// links and outgoing mail, so only plain addr-spec forms are accepted: no quoting, no
// spaces, no ?, &, #, %, comma or semicolon, a dotted domain. zod's own email pattern.

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email';
export const MAX_EMAIL_LENGTH = 254;

const strict = z.email();

export function isStrictEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && strict.safeParse(value).success;
}

/** A required email field: trimmed, then checked strictly. */
export function requiredEmail(messages: { required?: string; invalid?: string } = {}) {
  const required = messages.required ?? EMAIL_REQUIRED;
  const invalid = messages.invalid ?? EMAIL_INVALID;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => isStrictEmail(v), invalid);
}
