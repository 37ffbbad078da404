// The storage quota's words and sums, shared by the files page and the upload actions.
import { formatFileSize } from './rules';

export type StorageUsage = { usedBytes: number; quotaBytes: number; availableBytes: number };

export function usageOf(usedBytes: number, quotaBytes: number): StorageUsage {
  return { usedBytes, quotaBytes, availableBytes: Math.max(0, quotaBytes - usedBytes) };
}

/** Sizes up to a few GB, as people read them (1.5 GB, 320.0 MB). */
export function formatStorage(bytes: number): string {
  const GB = 1024 * 1024 * 1024;
  return bytes >= GB ? `${(bytes / GB).toFixed(bytes % GB === 0 ? 0 : 1)} GB` : formatFileSize(bytes);
}

export function quotaRefusal(usage: StorageUsage): string {
  return (
    `This upload would go past your organisation's storage of ${formatStorage(usage.quotaBytes)} ` +
    `(${formatStorage(usage.usedBytes)} used, ${formatStorage(usage.availableBytes)} available). ` +
    'Nothing was stored. Remove files you no longer need, or ask us for more space.'
  );
}

/** The one line the files page shows. */
export function usageLine(usage: StorageUsage): string {
  return `${formatStorage(usage.usedBytes)} of ${formatStorage(usage.quotaBytes)} used · ${formatStorage(usage.availableBytes)} available`;
}
