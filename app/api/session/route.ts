import { NextResponse } from 'next/server';
import { currentUserOr503, PRIVATE_NO_STORE } from '@/lib/auth/current-user-or-503';

// The public pages are static; their header asks here whether someone is signed in. An
// outage is "unknown", not "signed out": the header keeps its default links.
export async function GET() {
  const { user, unavailable } = await currentUserOr503('Checking the session');
  if (unavailable) return unavailable;
  const body = user ? { signedIn: true, name: user.profile.fullName || user.profile.email } : { signedIn: false };
  return NextResponse.json(body, { headers: PRIVATE_NO_STORE });
}
