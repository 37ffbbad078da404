'use client';

import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SuccessBox } from '@/components/ui/notice';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { deleteProjectFile } from '@/lib/files/actions';
import { fileExtension, formatFileSize } from '@/lib/files/rules';
import { formatDate } from '@/lib/format/date';

export type ListedFile = {
  id: string;
  fileName: string;
  sizeBytes: number;
  createdAt: Date;
  uploadedBy: string | null;
  uploaderName?: string | null;
};

/** Who shared a file, as the viewer knows them. */
function uploaderText(file: ListedFile, viewer: { id: string; staff: boolean }, clientId?: string): string {
  if (file.uploadedBy === viewer.id) return 'you';
  if (viewer.staff) {
    const name = file.uploaderName ?? 'a removed account';
    return file.uploadedBy === clientId ? `${name} (client)` : name;
  }
  return 'the team';
}

/**
 * A project's shared files with Download, and Delete where the viewer may remove the file:
 * staff any file, the client the files it uploaded (the server action and RLS check again).
 */
export function ProjectFileList({
  files,
  viewer,
  clientId,
}: {
  files: ListedFile[];
  viewer: { id: string; staff: boolean };
  clientId?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const remove = (file: ListedFile) => {
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
    <>
      <div className="mt-4 space-y-3" aria-live="polite">
        {error && <ErrorBox>{error}</ErrorBox>}
        {notice && <SuccessBox>{notice}</SuccessBox>}
      </div>
      {files.length === 0 ? (
        <p className="mt-4 text-slate-600">No files shared on this project yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Shared files">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-all text-slate-900">{file.fileName}</p>
                <p className="text-sm text-slate-600">
                  {fileExtension(file.fileName).toUpperCase()} · {formatFileSize(file.sizeBytes)} · Uploaded by{' '}
                  {uploaderText(file, viewer, clientId)} on{' '}
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
                {(viewer.staff || file.uploadedBy === viewer.id) && (
                  <ConfirmDialog
                    trigger={
                      <Button variant="danger" disabled={pending}>
                        Delete<span className="sr-only"> {file.fileName}</span>
                      </Button>
                    }
                    title="Delete this file?"
                    message={`“${file.fileName}” will be removed from the project for everyone.`}
                    confirmLabel="Delete File"
                    onConfirm={() => remove(file)}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
