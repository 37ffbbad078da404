import { storedFileDownload } from '@/lib/files/download-response';
import { findDownloadableFile } from '@/lib/files/queries';

/** `/files/{id}/download`: a shared file, for its project's client and for admins only (RLS). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return storedFileDownload((await params).id, findDownloadableFile);
}
