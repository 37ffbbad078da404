import { eq } from 'drizzle-orm';
import { NextResponse, type NextRequest } from 'next/server';
import { getCurrentUser } from '@/lib/auth/current-user';
import { withUser } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { themeCookie } from '@/lib/theme/cookie';
import { parseThemeForm } from '@/lib/theme/form';
import { THEME_COOKIE } from '@/lib/theme/themes';

// The theme switch's post, from the public pages and the portal alike: this browser remembers
// the choice in a cookie, and a signed-in person's profile keeps it for their other browsers.
// A script's post (Accept: application/json) gets 204; a plain form post goes back to its page.
export async function POST(request: NextRequest) {
  // Another site's form may not change the look of this one.
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return NextResponse.json({ error: 'Cross-site request' }, { status: 403 });
  }
  const form = await request.formData().catch(() => null);
  const choice = parseThemeForm(form);
  if (!choice) return NextResponse.json({ error: 'Choose system, light or dark' }, { status: 400 });

  // Saving it for the person is a bonus: the cookie is set even while the database is away.
  const user = await getCurrentUser().catch(() => null);
  if (user) {
    await withUser(user.claims, (tx) =>
      tx.update(profiles).set({ theme: choice.theme }).where(eq(profiles.id, user.claims.sub)),
    ).catch((error: unknown) => console.error('Saving the theme failed', error));
  }

  const wantsJson = request.headers.get('accept')?.includes('application/json');
  const response = wantsJson
    ? new NextResponse(null, { status: 204 })
    : new NextResponse(null, { status: 303, headers: { Location: choice.back } });
  const cookie = themeCookie(choice.theme, request.headers.get('host'));
  response.cookies.set(THEME_COOKIE, cookie.value, cookie.options);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
