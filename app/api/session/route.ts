import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/current-user';

// The public pages are static; their header asks here whether someone is signed in.
export async function GET() {
  let user;
  try {
    user = await getCurrentUser();
  } catch (error) {
    // Unknown is not signed out: the header keeps its signed-out look, but says why here.
    console.error('Checking the session failed', error);
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  const body = user ? { signedIn: true, name: user.profile.fullName || user.profile.email } : { signedIn: false };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
}
