import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/current-user';
import type { UnreadCounts } from '@/lib/auth/unread-counts';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { RETRY_AFTER_SECONDS } from '@/lib/outage/response';

const headers = { 'Cache-Control': 'private, no-store' };

/**
 * The sidebar's unread counts for the open page (issue 21). They come with the session check
 * itself, so this costs the one statement every signed-in request pays and nothing more.
 */
export async function GET() {
  let user;
  try {
    user = await getCurrentUser();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) console.error('Reading the unread counts failed', error);
    return NextResponse.json(
      { unavailable: true },
      { status: 503, headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  }
  if (!user) return NextResponse.json({ signedIn: false }, { status: 401, headers });
  const body: UnreadCounts = user.unread ?? { notifications: 0, messages: 0 };
  return NextResponse.json(body, { headers });
}
