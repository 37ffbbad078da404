import { describe, expect, it } from 'vitest';
import { formatStorage, quotaRefusal, usageLine, usageOf } from '@/lib/files/quota-rules';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('the storage quota as a client reads it', () => {
  it('says used and available, never a negative amount', () => {
    expect(usageLine(usageOf(512 * MB, 2 * GB))).toBe('512.0 MB of 2 GB used · 1.5 GB available');
    expect(usageOf(3 * GB, 2 * GB).availableBytes).toBe(0);
    expect(formatStorage(0)).toBe('0 B');
  });

  it('refuses with the numbers and says nothing was stored', () => {
    expect(quotaRefusal(usageOf(2 * GB - 5 * MB, 2 * GB))).toBe(
      "This upload would go past your organisation's storage of 2 GB (2.0 GB used, 5.0 MB available). Nothing was stored. Remove files you no longer need, or ask us for more space.",
    );
  });
});
