'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SuccessBox } from '@/components/ui/notice';
import { AUDIT_CSV_MAX_BYTES } from '@/lib/audits/csv';
import { FILE_REQUIRED, FILE_TOO_LARGE } from '@/lib/audits/schema';
import { sendWithProgress, type UploadHandle } from '@/lib/files/upload-client';
import { UploadProgressList, type UploadItem } from '@/components/portal/files/upload-progress-list';

const SHOWN_ERRORS = 20;

type Outcome = { kind: 'error'; message: string; rows: string[] } | { kind: 'done'; message: string } | null;

/** Upload Audit: the server checks every row and stores the file only if all pass. */
export function AuditUpload({ projectId, hasAudit }: { projectId: string; hasAudit: boolean }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [progress, setProgress] = useState<UploadItem | null>(null);
  const sending = useRef<UploadHandle | null>(null);

  async function upload() {
    const file = input.current?.files?.[0];
    if (!file) return setOutcome({ kind: 'error', message: FILE_REQUIRED, rows: [] });
    if (file.size > AUDIT_CSV_MAX_BYTES) return setOutcome({ kind: 'error', message: FILE_TOO_LARGE, rows: [] });
    setBusy(true);
    setOutcome(null);
    const item: UploadItem = { key: 'audit', name: file.name, size: file.size, progress: 0, state: 'uploading' };
    setProgress(item);
    const body = new FormData();
    body.set('file', file);
    // Sent with XMLHttpRequest to the route that runs the Upload Audit action: its progress
    // shows, and Cancel stops it.
    const handle = sendWithProgress(`/admin/projects/${projectId}/audit`, body, (fraction) =>
      setProgress({ ...item, progress: fraction }),
    );
    sending.current = handle;
    const sent = await handle.done;
    sending.current = null;
    setBusy(false);
    if (sent.kind === 'cancelled') return setProgress({ ...item, state: 'cancelled' });
    const result = sent.answer;
    setProgress(null);
    if (redirectIfSessionExpired(result as { ok: boolean; code?: string })) return;
    if (result.ok) {
      const count = Number(result.itemCount);
      const items = count === 1 ? '1 item' : `${count} items`;
      setOutcome({ kind: 'done', message: `Uploaded ${items} from ${file.name}.` });
      if (input.current) input.current.value = '';
      router.refresh();
    } else {
      setOutcome({ kind: 'error', message: result.error, rows: result.errors ?? [] });
    }
  }

  const label = busy ? 'Uploading...' : 'Upload Audit';
  return (
    <section aria-labelledby="upload-audit" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id="upload-audit" className="font-semibold text-slate-900">
        Upload Audit
      </h3>
      {outcome?.kind === 'error' && (
        <ErrorBox>
          <p id="audit-file-error">{outcome.message}</p>
          {outcome.rows.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {outcome.rows.slice(0, SHOWN_ERRORS).map((row) => (
                <li key={row}>{row}</li>
              ))}
              {outcome.rows.length > SHOWN_ERRORS && <li>…and {outcome.rows.length - SHOWN_ERRORS} more</li>}
            </ul>
          )}
        </ErrorBox>
      )}
      {outcome?.kind === 'done' && <SuccessBox>{outcome.message}</SuccessBox>}
      <div aria-live="polite">
        <UploadProgressList items={progress ? [progress] : []} onCancel={() => sending.current?.cancel()} />
      </div>
      <div className="space-y-1">
        <label htmlFor="audit-file" className="field-label">
          Audit CSV file
        </label>
        <input
          ref={input}
          id="audit-file"
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          aria-describedby={outcome?.kind === 'error' ? 'audit-file-help audit-file-error' : 'audit-file-help'}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
        <p id="audit-file-help" className="text-xs text-slate-600">
          A header row with the columns software name, monthly cost, annual cost, category, then one row per tool. Up to{' '}
          {AUDIT_CSV_MAX_BYTES / 1024} KB.{hasAudit && ' Uploading replaces the current audit.'}
        </p>
      </div>
      {hasAudit ? (
        <ConfirmDialog
          trigger={<Button disabled={busy}>{label}</Button>}
          title="Replace the current audit?"
          message="The items of the uploaded file will replace the current audit's items. This action cannot be undone."
          confirmLabel="Replace Audit"
          onConfirm={upload}
        />
      ) : (
        <Button onClick={upload} disabled={busy}>
          {label}
        </Button>
      )}
    </section>
  );
}
