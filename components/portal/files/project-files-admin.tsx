'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useRef, useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { deleteProjectFile, uploadProjectFile } from '@/lib/files/actions';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/key';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';
import type { ProjectFile } from '@/lib/files/queries';
import { FILE_ACCEPT, formatFileSize } from '@/lib/files/rules';
import { uploadFileSchema } from '@/lib/files/schema';
import { formatDate } from '@/lib/format/date';

const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';

/**
 * An admin's view of one project's shared files: upload (checked here and again by the
 * server action with the same schema) and a list with Download and Delete.
 */
export function ProjectFilesAdmin({
  projectId,
  files,
  title = 'Files',
}: {
  projectId: string;
  files: ProjectFile[];
  title?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const submission = useIdempotencyKey();
  const [pending, startTransition] = useTransition();

  const upload = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('projectId', projectId);
    setError(null);
    setNotice(null);
    const parsed = uploadFileSchema.safeParse(data);
    if (!parsed.success) {
      setFileError(parsed.error.issues.find((issue) => issue.path[0] === 'file')?.message);
      if (!parsed.error.issues.some((issue) => issue.path[0] === 'file')) setError(parsed.error.issues[0].message);
      return;
    }
    setFileError(undefined);
    startTransition(async () => {
      data.set(IDEMPOTENCY_FIELD, submission.key());
      const result = await uploadProjectFile(data).catch(() => ({ ok: false as const, error: UPLOAD_FAILED }));
      redirectIfSessionExpired(result);
      if (result.ok) {
        submission.renew();
        form.current?.reset();
        setNotice(`Shared “${parsed.data.file.name}” on the project.`);
        return;
      }
      const fieldErrors = 'fieldErrors' in result ? result.fieldErrors : undefined;
      setFileError(fieldErrors?.file);
      setError(fieldErrors?.file ? null : (fieldErrors?.projectId ?? result.error));
    });
  };

  const remove = (file: ProjectFile) => {
    setError(null);
    setNotice(null);
    startTransition(async () => {
      const result = await deleteProjectFile({ id: file.id }).catch(() => ({
        ok: false as const,
        error: 'The file could not be deleted. Please try again.',
      }));
      redirectIfSessionExpired(result);
      if (result.ok) setNotice(`Deleted “${file.fileName}”.`);
      else setError(result.error);
    });
  };

  return (
    <section aria-labelledby="project-files-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="project-files-heading" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <form ref={form} onSubmit={upload} noValidate className="mt-4 flex flex-wrap items-start gap-3">
        <InputField
          className="min-w-64 flex-1"
          label="File to share"
          name="file"
          type="file"
          accept={FILE_ACCEPT}
          required
          help="PDF, PNG, JPG, WEBP, TXT, CSV, DOCX, XLSX, PPTX or ZIP, up to 10 MB. The client can download it."
          error={fileError}
          disabled={pending}
        />
        <Button type="submit" disabled={pending} className="sm:mt-6">
          {pending ? 'Working...' : 'Upload File'}
        </Button>
      </form>
      <div className="mt-4 space-y-3" aria-live="polite">
        {error && <ErrorBox>{error}</ErrorBox>}
        {notice && <SuccessBox>{notice}</SuccessBox>}
      </div>
      {files.length === 0 ? (
        <p className="mt-4 text-slate-600">No files shared on this project yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-all text-slate-900">{file.fileName}</p>
                <p className="text-sm text-slate-600">
                  {formatFileSize(file.sizeBytes)} · Shared{' '}
                  <time dateTime={file.createdAt.toISOString()}>{formatDate(file.createdAt)}</time>
                </p>
              </div>
              <div className="flex gap-2">
                <a
                  href={`/files/${file.id}/download`}
                  download
                  className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Download<span className="sr-only"> {file.fileName}</span>
                </a>
                <ConfirmDialog
                  trigger={
                    <Button variant="danger" disabled={pending}>
                      Delete<span className="sr-only"> {file.fileName}</span>
                    </Button>
                  }
                  title="Delete this file?"
                  message={`“${file.fileName}” will be removed from the project; the client can no longer download it.`}
                  confirmLabel="Delete File"
                  onConfirm={() => remove(file)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
