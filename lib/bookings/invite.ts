import 'server-only';
import { createEvent } from 'ics';
import { siteConfig } from '@/content/site';

// The calendar invitation (RFC 5545) sent with a booked call's mails, written by the `ics`
// library: folding, escaping and UTC stamps are easy to get subtly wrong by hand, and
// calendar programs are strict about them. The same UID across the confirmation, a moved
// time (a higher SEQUENCE) and a cancellation lets a calendar update its one event.

export type InviteCall = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  fullName: string;
  email: string;
  /** Increases with each change of the call, so calendars take the newest. */
  sequence: number;
  manageUrl: string;
};

export function callInvite(call: InviteCall, method: 'REQUEST' | 'CANCEL'): string {
  const { error, value } = createEvent({
    productId: `-//${siteConfig.name}//Calls//EN`,
    method,
    uid: `call-${call.id}@${new URL(call.manageUrl).hostname}`,
    sequence: call.sequence,
    start: call.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: call.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Call with ${siteConfig.name}`,
    description: `A ${Math.round((call.endsAt.getTime() - call.startsAt.getTime()) / 60_000)}-minute call with ${siteConfig.name}. To cancel or move it: ${call.manageUrl}`,
    url: call.manageUrl,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: siteConfig.name, email: siteConfig.email },
    attendees: [{ name: call.fullName, email: call.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return value;
}
