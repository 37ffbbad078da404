import { describe, expect, it } from 'vitest';
import { attachmentsProblem, linkify, MAX_ATTACHMENTS, MESSAGE_MESSAGES } from '@/lib/messages/rules';
import { canReply, toggledStatus, TICKET_STATUS_LABELS, TICKET_STATUSES } from '@/lib/support/status';

describe('message text', () => {
  it('turns only http(s) addresses into links, without the sentence punctuation after them', () => {
    expect(linkify('See https://example.com/a?b=1. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(linkify('(http://example.org)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://example.org', href: 'http://example.org/' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('leaves unsafe schemes and markup as text', () => {
    for (const body of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '<a href="https://x.test">x</a>',
      'https://',
    ]) {
      const parts = linkify(body);
      expect(parts.filter((p) => p.kind === 'link').every((p) => p.href.startsWith('http'))).toBe(true);
      expect(parts.map((p) => p.text).join('')).toBe(body);
    }
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });

  it('limits attachments by count and combined size', () => {
    expect(attachmentsProblem([{ size: 1 }])).toBeNull();
    expect(attachmentsProblem(Array.from({ length: MAX_ATTACHMENTS + 1 }, () => ({ size: 1 })))).toBe(
      MESSAGE_MESSAGES.tooMany,
    );
    expect(attachmentsProblem([{ size: 6 * 1024 * 1024 }, { size: 5 * 1024 * 1024 }])).toBe(
      MESSAGE_MESSAGES.tooLargeTogether,
    );
  });
});

describe('ticket statuses', () => {
  it('one list with a label each; close and reopen toggle; a resolved ticket takes no reply', () => {
    expect(TICKET_STATUSES).toEqual(['open', 'waiting_on_client', 'resolved']);
    expect(TICKET_STATUSES.map((s) => TICKET_STATUS_LABELS[s])).toEqual(['Open', 'Waiting on client', 'Resolved']);
    expect(TICKET_STATUSES.map(toggledStatus)).toEqual(['resolved', 'resolved', 'open']);
    expect(TICKET_STATUSES.map(canReply)).toEqual([true, true, false]);
  });
});
