'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useState, useTransition } from 'react';
import { setInquiryStatus } from '@/lib/inquiries/actions';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryStatus } from '@/lib/inquiries/status';

export function InquiryStatusSelect({ id, status, label }: { id: string; status: InquiryStatus; label: string }) {
  const [value, setValue] = useState(status);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div>
      <label className="sr-only" htmlFor={`status-${id}`}>
        {label}
      </label>
      <select
        id={`status-${id}`}
        value={value}
        disabled={pending}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        onChange={(e) => {
          const next = e.target.value as InquiryStatus;
          const previous = value;
          setValue(next);
          setError(null);
          startTransition(async () => {
            const result = await setInquiryStatus({ id, status: next }).catch(() => ({
              ok: false as const,
              error: 'Could not save the status.',
            }));
            redirectIfSessionExpired(result);
            if (!result.ok) {
              setValue(previous);
              setError(result.error);
            }
          });
        }}
      >
        {INQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {INQUIRY_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
