import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A manage link's secret: 32 random bytes, base64url (43 characters). */
export function newManageToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex (the link itself is only in the visitor's mail). */
export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
