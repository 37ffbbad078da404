import { uploadAudit } from '@/lib/audits/actions';
import { isChosenFile } from '@/lib/files/schema';
import { jsonAnswer, readUploadForm } from '@/lib/files/upload-route';

/**
 * `POST /admin/projects/{id}/audit`: the audit CSV sent by the browser's uploader (with its
 * progress shown and Cancel), answered by the Upload Audit action, which checks everything.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const form = await readUploadForm(request);
  if (form instanceof Response) return form;
  const file = form.get('file');
  const chosen = isChosenFile(file);
  return jsonAnswer(
    await uploadAudit({
      projectId: id,
      fileName: chosen ? file.name.slice(0, 255) : '',
      csv: chosen ? await file.text() : '',
    }),
  );
}
