import 'server-only';
import { getCurrentUser } from '@/lib/auth/current-user';
import { withUser, type Tx } from '@/lib/db/client';
import { isUuid } from '@/lib/lists/params';
import { fileStorage } from '@/lib/storage';
import { contentDisposition } from './rules';
import { log } from '@/lib/log/logger';

export type StoredFile = { id: string; storageKey: string; fileName: string; contentType: string };

// One answer for "no such file" and "not yours", so ids cannot be probed.
const notFound = () =>
  new Response('File not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/**
 * The download of a stored file (a shared project file, a message attachment): the signed-in
 * user's query finds it under RLS, so only who may read its record gets its bytes, as an
 * attachment the browser never sniffs or caches.
 */
export async function storedFileDownload(
  id: string,
  find: (tx: Tx, id: string) => Promise<StoredFile | null | undefined>,
): Promise<Response> {
  const user = await getCurrentUser();
  if (!user || !isUuid(id)) return notFound();
  const file = await withUser(user.claims, (tx) => find(tx, id));
  if (!file) return notFound();
  // Streamed as the storage sends it (the disk, or a bucket several servers share), so a
  // download holds no whole file in memory; the bucket is never exposed to the browser.
  const stored = await fileStorage().read(file.storageKey);
  if (!stored) {
    log.error({ err: file.id }, 'A stored file has no bytes');
    return notFound();
  }
  return new Response(stored.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(stored.size),
      'Content-Disposition': contentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
