import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/current-user';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { RETRY_AFTER_SECONDS } from '@/lib/outage/response';

// The public pages are static; their header asks here whether someone is signed in.
export async function GET() {
  let user;
  try {
    user = await getCurrentUser();
  } catch (error) {
    // An outage is "unknown", not "signed out": the header keeps its default links.
    if (isDatabaseUnavailable(error)) {
      return NextResponse.json(
        { unavailable: true },
        { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
      );
    }
    user = null;
  }
  const body = user ? { signedIn: true, name: user.profile.fullName || user.profile.email } : { signedIn: false };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
}
