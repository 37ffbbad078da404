import { uploadProjectFile } from '@/lib/files/actions';
import { handleUpload } from '@/lib/files/upload-route';

/** `POST /files/upload`: files shared on a project, by its client or an admin. */
export async function POST(request: Request) {
  return handleUpload(request, uploadProjectFile);
}
