import 'server-only';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { siteConfig } from '@/content/site';
import { canonicalAreaUrl } from '@/lib/links/canonical-origin';
import type { QueuedMail } from '@/lib/mail/queue';
import { formatCallTime } from './format';
import { callInvite } from './invite';
import type { BookCallInput } from './schema';

// The mails of a booked call: the visitor's confirmation (with the calendar invitation and the
// links to cancel or move it), the team's notice, and the same for a move or a cancellation.
// Links come from configuration, never from the request.

export type MailedCall = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  fullName: string;
  email: string;
  company: string;
  visitorTimeZone: string;
};

/** The visitor's page for a call: see it, cancel it, or move it. */
export function manageUrl(token: string): string {
  return canonicalAreaUrl('main', `/contact/book/${token}`);
}

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

function when(call: MailedCall, firmZone: string): string {
  const visitor = formatCallTime(call.startsAt, call.visitorTimeZone);
  return call.visitorTimeZone === firmZone ? visitor : `${visitor} (${formatCallTime(call.startsAt, firmZone)})`;
}

/** Changes increase the invitation's SEQUENCE; seconds since 1970 always grow. */
const sequenceNow = () => Math.floor(Date.now() / 1000);

export function confirmationMail(call: MailedCall, token: string, firmZone: string): QueuedMail {
  const link = manageUrl(token);
  return {
    kind: 'call_booked',
    to: call.email,
    replyTo: siteConfig.email,
    subject: `Your call with ${siteConfig.name}: ${formatCallTime(call.startsAt, call.visitorTimeZone)}`,
    text: [
      `Hello ${call.fullName},`,
      '',
      `your call with ${siteConfig.name} is booked for ${when(call, firmZone)}.`,
      'The calendar invitation is attached (invite.ics).',
      '',
      `To cancel or move it: ${link}`,
      '',
      `${siteConfig.name}, ${siteConfig.phone.display}`,
    ].join('\n'),
    calendar: callInvite({ ...call, sequence: sequenceNow(), manageUrl: link }, 'REQUEST'),
  };
}

export function movedMail(call: MailedCall, token: string, firmZone: string): QueuedMail {
  const link = manageUrl(token);
  return {
    kind: 'call_moved',
    to: call.email,
    replyTo: siteConfig.email,
    subject: `Your call with ${siteConfig.name} has moved: ${formatCallTime(call.startsAt, call.visitorTimeZone)}`,
    text: [
      `Hello ${call.fullName},`,
      '',
      `your call with ${siteConfig.name} is now on ${when(call, firmZone)}.`,
      'The updated calendar invitation is attached (invite.ics).',
      '',
      `To cancel or move it again: ${link}`,
    ].join('\n'),
    calendar: callInvite({ ...call, sequence: sequenceNow(), manageUrl: link }, 'REQUEST'),
  };
}

export function cancelledMail(call: MailedCall, token: string, firmZone: string): QueuedMail {
  return {
    kind: 'call_cancelled',
    to: call.email,
    replyTo: siteConfig.email,
    subject: `Cancelled: your call with ${siteConfig.name}`,
    text: [
      `Hello ${call.fullName},`,
      '',
      `your call with ${siteConfig.name} on ${when(call, firmZone)} is cancelled.`,
      `Book another time whenever it suits you: ${canonicalAreaUrl('main', '/contact/book')}`,
    ].join('\n'),
    calendar: callInvite({ ...call, sequence: sequenceNow(), manageUrl: manageUrl(token) }, 'CANCEL'),
  };
}

/** The team's notice of a new call, with the screening answers (the inquiry has them too). */
export function teamBookingMail(call: MailedCall, input: BookCallInput, firmZone: string): QueuedMail {
  return {
    kind: 'call_booked_team',
    to: siteConfig.email,
    replyTo: call.email,
    subject: `Call booked: ${call.company}, ${formatCallTime(call.startsAt, firmZone)}`,
    text: [
      `${call.fullName} <${call.email}>${input.phone ? `, ${input.phone}` : ''}`,
      `Company: ${call.company}`,
      `When: ${formatCallTime(call.startsAt, firmZone)} (their time zone: ${call.visitorTimeZone})`,
      `Topic: ${label(projectTypeOptions, input.projectType)}`,
      `Budget: ${label(budgetOptions, input.budget)}`,
      `Timeline: ${label(timelineOptions, input.timeline)}`,
      ...(input.notes ? ['', input.notes] : []),
      '',
      'See Bookings and Inquiries in the admin panel.',
    ].join('\n'),
    calendar: callInvite(
      { ...call, sequence: sequenceNow(), manageUrl: canonicalAreaUrl('portal', '/admin/bookings') },
      'REQUEST',
    ),
  };
}

/** The team's notice that a call moved or was cancelled. */
export function teamChangeMail(call: MailedCall, change: 'moved' | 'cancelled', firmZone: string): QueuedMail {
  return {
    kind: change === 'moved' ? 'call_moved_team' : 'call_cancelled_team',
    to: siteConfig.email,
    replyTo: call.email,
    subject: `Call ${change}: ${call.company}, ${formatCallTime(call.startsAt, firmZone)}`,
    text: [
      `${call.fullName} <${call.email}> ${change === 'moved' ? 'moved their call to' : 'cancelled their call on'} ${formatCallTime(call.startsAt, firmZone)}.`,
      '',
      'See Bookings in the admin panel.',
    ].join('\n'),
  };
}

/** The inquiry's description for a booked call: when, and what the visitor wrote. */
export function bookingInquiryText(call: MailedCall, notes: string | undefined, firmZone: string): string {
  return [`Booked a call for ${formatCallTime(call.startsAt, firmZone)}.`, ...(notes ? ['', notes] : [])].join('\n');
}
