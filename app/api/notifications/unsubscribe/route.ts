import { NextResponse } from 'next/server';
import { systemDb } from '@/lib/db/client';
import { canonicalAreaUrl } from '@/lib/links/canonical-origin';
import { unsubscribeSecret } from '@/lib/notifications/links';
import { unsubscribeEmail } from '@/lib/notifications/queries';
import { verifyUnsubscribeToken } from '@/lib/notifications/unsubscribe-token';

const plain = (text: string, status: number) =>
  new NextResponse(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * RFC 8058 one-click unsubscribe: the mail program POSTs "List-Unsubscribe=One-Click" to the
 * List-Unsubscribe address; the signed token in it names the person and category. No sign-in,
 * no cookies, no redirect.
 */
export async function POST(request: Request) {
  const secret = unsubscribeSecret();
  const target = secret ? verifyUnsubscribeToken(secret, new URL(request.url).searchParams.get('token')) : null;
  if (!target) return plain('This unsubscribe link is not valid.\n', 400);
  await unsubscribeEmail(systemDb(), target.userId, target.category);
  return plain('Unsubscribed.\n', 200);
}

/**
 * A person who pastes the header's address into a browser gets the page with the button, on
 * the configured portal host: request.url names the server's own internal address (a custom
 * server's localhost), which the browser cannot reach.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return NextResponse.redirect(canonicalAreaUrl('portal', `/unsubscribe?token=${encodeURIComponent(token)}`), 303);
}
