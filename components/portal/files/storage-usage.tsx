import { filesCopy } from '@/content/client-portal';
import { usageLine, type StorageUsage } from '@/lib/files/quota-rules';

/** The organisation's storage: used and available, as a meter and in words. */
export function StorageUsageMeter({ usage }: { usage: StorageUsage }) {
  return (
    <section aria-labelledby="storage-usage" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="storage-usage" className="text-sm font-semibold text-slate-900">
        {filesCopy.storageHeading}
      </h2>
      <meter
        aria-labelledby="storage-usage"
        aria-describedby="storage-usage-line"
        min={0}
        max={usage.quotaBytes}
        high={usage.quotaBytes * 0.9}
        value={Math.min(usage.usedBytes, usage.quotaBytes)}
        className="mt-2 block h-2 w-full"
      />
      <p id="storage-usage-line" className="mt-2 text-sm text-slate-700" data-testid="storage-usage">
        {usageLine(usage)}
      </p>
      <p className="mt-1 text-xs text-slate-600">{filesCopy.storageNote}</p>
    </section>
  );
}
