import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const { callInvite } = await import('@/lib/bookings/invite');
const { inviteMethod } = await import('@/lib/mail/invite-method');

const call = {
  id: '7d1f6f0e-2a53-4a53-9e0e-0c6e1d0b9a11',
  startsAt: new Date('2026-03-03T15:00:00Z'),
  endsAt: new Date('2026-03-03T15:30:00Z'),
  fullName: 'Ann Booker',
  email: 'ann@booker.test',
  sequence: 1,
  manageUrl: 'https://example.com/contact/book/abc',
};

describe('the calendar invitation of a booked call', () => {
  it('is an RFC 5545 REQUEST with the call’s UTC times, attendee and link', () => {
    const ics = callInvite(call, 'REQUEST');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // Long lines are folded (CRLF and a space or tab); read them unfolded.
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20260303T150000Z');
    expect(ics).toContain('DTEND:20260303T153000Z');
    expect(ics).toContain('UID:call-7d1f6f0e-2a53-4a53-9e0e-0c6e1d0b9a11@example.com');
    expect(unfolded).toMatch(/ATTENDEE;[^\r\n]*mailto:ann@booker\.test/);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(inviteMethod(ics)).toBe('REQUEST');
  });

  it('cancels the same event with METHOD:CANCEL and the same UID', () => {
    const ics = callInvite({ ...call, sequence: 2 }, 'CANCEL');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('UID:call-7d1f6f0e-2a53-4a53-9e0e-0c6e1d0b9a11@example.com');
    expect(inviteMethod(ics)).toBe('CANCEL');
  });
});
