import { withUser } from '@/lib/db/client';
import { getCurrentUser } from '@/lib/auth/current-user';
import { contentDisposition } from '@/lib/files/rules';
import { findDownloadableFile } from '@/lib/files/queries';
import { fileStorage } from '@/lib/storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// One answer for "no such file" and "not your file", so ids cannot be probed.
const notFound = () =>
  new Response('File not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/** `/files/{id}/download`: a shared file, for its project's client and for admins only. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user || !UUID.test(id)) return notFound();
  const file = await withUser(user.claims, (tx) => findDownloadableFile(tx, id));
  if (!file) return notFound();
  const bytes = await fileStorage().get(file.storageKey);
  if (!bytes) {
    console.error('A shared file has no stored bytes', file.id);
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
