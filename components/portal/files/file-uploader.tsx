'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { FILE_ACCEPT, fileProblem } from '@/lib/files/rules';
import { sendWithProgress, UPLOAD_URL, type UploadAnswer } from '@/lib/files/upload-client';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '@/lib/idempotency/form-key';
import { UploadProgressList, type UploadItem } from './upload-progress-list';

const TYPES_HELP = 'PDF, PNG, JPG, WEBP, TXT, CSV, DOCX, XLSX, PPTX or ZIP, up to 10 MB each.';

const answerMessage = (answer: Extract<UploadAnswer, { ok: false }>) =>
  answer.fieldErrors?.file ?? answer.fieldErrors?.projectId ?? answer.error;

/**
 * Share files on a project: choose or drop several at once; each is checked here by the
 * same rules as on the server, then sent on its own with its progress shown and a Cancel
 * button. Without JavaScript the same form posts all chosen files to the upload route.
 */
export function FileUploader({ projectId, help }: { projectId: string; help: string }) {
  const router = useRouter();
  // React's id, shorter than one made of the project's, which the box's ids repeat four times.
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const cancels = useRef(new Map<string, () => void>());
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [missing, setMissing] = useState(false);

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function uploadOne(file: File, key: string) {
    const body = new FormData();
    body.set('projectId', projectId);
    body.set('file', file);
    body.set(IDEMPOTENCY_FIELD, key);
    const handle = sendWithProgress(UPLOAD_URL, body, (progress) => update(key, { progress }));
    cancels.current.set(key, handle.cancel);
    const outcome = await handle.done;
    cancels.current.delete(key);
    if (outcome.kind === 'cancelled') return update(key, { state: 'cancelled' });
    const { answer } = outcome;
    if (redirectIfSessionExpired(answer as { ok: boolean; code?: string })) return;
    if (answer.ok) update(key, { state: 'done', progress: 1 });
    else update(key, { state: 'failed', message: answerMessage(answer) });
    return answer.ok;
  }

  async function start(files: File[]) {
    setMissing(files.length === 0);
    if (files.length === 0) return;
    const batch = files.map((file) => ({ file, key: newIdempotencyKey(), problem: fileProblem(file) }));
    setItems((current) => [
      ...batch.map(({ file, key, problem }): UploadItem => ({
        key,
        name: file.name,
        size: file.size,
        progress: 0,
        state: problem ? 'failed' : 'uploading',
        message: problem ?? undefined,
      })),
      ...current,
    ]);
    if (input.current) input.current.value = '';
    const results = await Promise.all(
      batch.filter((entry) => !entry.problem).map(({ file, key }) => uploadOne(file, key)),
    );
    if (results.some(Boolean)) router.refresh();
  }

  return (
    <form
      action={UPLOAD_URL}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void start(Array.from(input.current?.files ?? []));
      }}
    >
      <input type="hidden" name="projectId" value={projectId} />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void start(Array.from(event.dataTransfer.files));
        }}
        data-testid="file-drop-zone"
        className={
          dragging
            ? 'rounded-lg border-2 border-dashed border-brand-600 bg-brand-50 p-4'
            : 'rounded-lg border-2 border-dashed border-slate-300 p-4'
        }
      >
        <label htmlFor={id} className="field-label">
          Files to share
        </label>
        <p id={`${id}help`} className="mt-1 text-sm text-slate-600">
          Drop files here, or choose them. {TYPES_HELP} {help}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id={id}
            name="file"
            type="file"
            multiple
            accept={FILE_ACCEPT}
            aria-describedby={`${id}help${missing ? ` ${id}missing` : ''}`}
            onChange={(event) => void start(Array.from(event.currentTarget.files ?? []))}
            className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
          />
          <Button type="submit">Upload Files</Button>
        </div>
        {missing && (
          <p id={`${id}missing`} className="mt-2 text-sm text-red-700" role="alert">
            Please choose a file to upload
          </p>
        )}
      </div>
      <div aria-live="polite">
        <UploadProgressList items={items} onCancel={(key) => cancels.current.get(key)?.()} />
      </div>
    </form>
  );
}
