import { getCurrentUser } from '@/lib/auth/current-user';
import { withUser } from '@/lib/db/client';
import { contentDisposition } from '@/lib/files/rules';
import { isUuid } from '@/lib/lists/params';
import { findMessageAttachment } from '@/lib/messages/queries';
import { fileStorage } from '@/lib/storage';

// One answer for "no such file" and "not yours", so ids cannot be probed.
const notFound = () =>
  new Response('File not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/** `/messages/attachments/{id}`: a message's file, for its project's client and the team only (RLS). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user || !isUuid(id)) return notFound();
  const file = await withUser(user.claims, (tx) => findMessageAttachment(tx, id));
  if (!file) return notFound();
  const bytes = await fileStorage().get(file.storageKey);
  if (!bytes) {
    console.error('A message attachment has no stored bytes', file.id);
    return notFound();
  }
  return new Response(bytes, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
