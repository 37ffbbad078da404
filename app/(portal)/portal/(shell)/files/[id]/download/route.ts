import { storedFileDownload } from '@/lib/files/download-response';
import { findDownloadableFile } from '@/lib/files/queries';

/** `/files/{id}/download`: a shared file, for the people who see its project and for admins only (RLS: app.can_see_project). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return storedFileDownload((await params).id, findDownloadableFile);
}
