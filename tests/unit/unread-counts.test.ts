import { describe, expect, it } from 'vitest';
import { parseUnreadCounts } from '@/lib/auth/unread-counts';

// The open page trusts only two non-negative whole counts from /api/unread.
describe('parseUnreadCounts', () => {
  it('reads both counts', () => {
    expect(parseUnreadCounts({ notifications: 3, messages: 0 })).toEqual({ notifications: 3, messages: 0 });
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      'x',
      {},
      { notifications: 1 },
      { notifications: -1, messages: 0 },
      { notifications: 1.5, messages: 0 },
      { notifications: '2', messages: 0 },
      { signedIn: false },
    ])
      expect(parseUnreadCounts(bad)).toBeNull();
  });
});
