import 'server-only';
import { NextResponse } from 'next/server';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { RETRY_AFTER_SECONDS } from '@/lib/outage/response';
import { getCurrentUser, type CurrentUser } from './current-user';
import { log } from '@/lib/log/logger';

/** The answers of the JSON endpoints that ask the session check (never stored by a cache). */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * The session check for a route handler that answers JSON (`/api/session`, `/api/unread`):
 * the signed-in user (null when signed out), or the 503 to send when the check failed.
 * A failed check is "unknown", never "signed out": an outage is answered 503 with
 * Retry-After, and any other failure is logged (under `what`) and answered the same.
 */
export async function currentUserOr503(
  what: string,
): Promise<{ user: CurrentUser | null; unavailable?: never } | { unavailable: NextResponse; user?: never }> {
  try {
    return { user: await getCurrentUser() };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) log.error({ err: error }, `${what} failed`);
    const headers = { ...PRIVATE_NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) };
    return { unavailable: NextResponse.json({ unavailable: true }, { status: 503, headers }) };
  }
}
