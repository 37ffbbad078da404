import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/current-user';

// The public pages are static; their header asks here whether someone is signed in.
export async function GET() {
  const user = await getCurrentUser().catch(() => null);
  const body = user ? { signedIn: true, name: user.profile.fullName || user.profile.email } : { signedIn: false };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
}
