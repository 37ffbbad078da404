import { filesCopy } from '@/content/client-portal';
import { usageLine, type StorageUsage } from '@/lib/files/quota-rules';

/** The organisation's storage: used and available, as a bar and in words. */
export function StorageUsageMeter({ usage }: { usage: StorageUsage }) {
  const percent = usage.quotaBytes > 0 ? Math.min(100, Math.round((usage.usedBytes / usage.quotaBytes) * 100)) : 100;
  return (
    <section aria-labelledby="storage-usage" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="storage-usage" className="text-sm font-semibold text-slate-900">
        {filesCopy.storageHeading}
      </h2>
      <div
        role="meter"
        aria-labelledby="storage-usage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={usageLine(usage)}
        className="mt-2 h-2 w-full overflow-hidden rounded bg-slate-100"
      >
        <div className="h-full bg-blue-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700" data-testid="storage-usage">
        {usageLine(usage)}
      </p>
      <p className="mt-1 text-xs text-slate-600">{filesCopy.storageNote}</p>
    </section>
  );
}
