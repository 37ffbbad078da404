import { getCurrentUser } from '@/lib/auth/current-user';
import { withUser } from '@/lib/db/client';
import { countUnreadMessages } from '@/lib/messages/queries';

const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' };

/** The signed-in person's unread project messages (the sidebar badge asks after the page). */
export async function GET() {
  const user = await getCurrentUser();
  if (!user) return new Response(JSON.stringify({ unread: 0 }), { status: 401, headers });
  const unread = await withUser(user.claims, (tx) => countUnreadMessages(tx, user.claims.sub));
  return new Response(JSON.stringify({ unread }), { headers });
}
