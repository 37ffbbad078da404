import type { ClientFile } from '@/lib/client-portal/queries';
import { formatDate } from '@/lib/format/date';
import { fileExtension, formatFileSize } from '@/lib/files/rules';

/**
 * One project's shared files, each with who shared it and a Download link through the checked
 * download route.
 */
export function ClientFileList({ files, viewerId }: { files: ClientFile[]; viewerId: string }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-medium break-all text-slate-900">{file.fileName}</p>
            <p className="text-sm text-slate-600">
              {fileExtension(file.fileName).toUpperCase()} · {formatFileSize(file.sizeBytes)} · Shared by{' '}
              {file.uploadedBy === viewerId ? 'you' : 'the team'} on{' '}
              <time dateTime={file.createdAt.toISOString()}>{formatDate(file.createdAt)}</time>
            </p>
          </div>
          <a
            href={`/files/${file.id}/download`}
            download
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Download<span className="sr-only"> {file.fileName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
