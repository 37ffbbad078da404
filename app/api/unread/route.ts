import { NextResponse } from 'next/server';
import { currentUserOr503, PRIVATE_NO_STORE } from '@/lib/auth/current-user-or-503';
import type { UnreadCounts } from '@/lib/auth/unread-counts';

/**
 * The sidebar's unread counts for the open page. They come with the session check
 * itself, so this costs the one statement every signed-in request pays and nothing more.
 */
export async function GET() {
  const { user, unavailable } = await currentUserOr503('Reading the unread counts');
  if (unavailable) return unavailable;
  if (!user) return NextResponse.json({ signedIn: false }, { status: 401, headers: PRIVATE_NO_STORE });
  const body: UnreadCounts = user.unread ?? { notifications: 0, messages: 0 };
  return NextResponse.json(body, { headers: PRIVATE_NO_STORE });
}
