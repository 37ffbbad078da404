import { storedFileDownload } from '@/lib/files/download-response';
import { findMessageAttachment } from '@/lib/messages/queries';

/** `/messages/attachments/{id}`: a message's file, for its project's client and the team only (RLS). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return storedFileDownload((await params).id, findMessageAttachment);
}
