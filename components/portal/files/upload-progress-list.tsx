'use client';

import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatFileSize } from '@/lib/files/rules';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  /** 0 to 1 */
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';
  message?: string;
};

const STATE_TEXT: Record<UploadItem['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Shared',
  failed: 'Not shared',
  cancelled: 'Cancelled',
};

/** The uploads of this page view: a progress bar each, Cancel while one is under way. */
export function UploadProgressList({ items, onCancel }: { items: UploadItem[]; onCancel: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-4 space-y-3" aria-label="Uploads">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        const active = item.state === 'uploading' || item.state === 'waiting';
        return (
          <li key={item.key} className="rounded-md border border-slate-200 p-3" data-upload-state={item.state}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 text-sm font-medium break-all text-slate-900">
                {item.name} <span className="font-normal text-slate-600">({formatFileSize(item.size)})</span>
              </p>
              {active && (
                <Button variant="secondary" className="px-3 py-1" onClick={() => onCancel(item.key)}>
                  Cancel<span className="sr-only"> upload of {item.name}</span>
                </Button>
              )}
            </div>
            <div className="mt-2">
              <ProgressBar value={percent} label={`Upload of ${item.name}`} />
            </div>
            <p
              className={item.state === 'failed' ? 'mt-1 text-sm text-red-700' : 'mt-1 text-sm text-slate-600'}
              role={item.state === 'failed' ? 'alert' : undefined}
            >
              {STATE_TEXT[item.state]}
              {item.state === 'uploading' && ` ${percent}%`}
              {item.message && `: ${item.message}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
