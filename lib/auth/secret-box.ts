import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/config/env';

// Secrets the server must read back (TOTP seeds) are stored encrypted with AES-256-GCM
// under a key derived from AUTH_SECRET: a copy of the database alone does not give anyone
// the codes.

function key(secret = env().AUTH_SECRET): Buffer {
  if (!secret) throw new Error('AUTH_SECRET is not set');
  return createHash('sha256').update(`totp-secret-box:${secret}`).digest();
}

export function seal(plain: string, secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function open(sealed: string, secret?: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('Unknown secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
