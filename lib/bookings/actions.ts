'use server';

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookingCopy } from '@/content/booking';
import { action, type ActionResult } from '@/lib/actions/action';
import { requestContext } from '@/lib/auth/request';
import { withAnon, withUser } from '@/lib/db/client';
import { isDatabaseUnavailable, pgErrorCode } from '@/lib/db/errors';
import { bookingSettings, callBookings, contactInquiries } from '@/lib/db/schema';
import { once } from '@/lib/idempotency/queries';
import { deliverSoon, smtpConfigured } from '@/lib/mail/deliver';
import { log } from '@/lib/log/logger';
import { queueMails } from '@/lib/mail/queue';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { isWithinRateLimit, RATE_LIMITS } from '@/lib/security/rate-limit';
import {
  bookingInquiryText,
  cancelledMail,
  confirmationMail,
  movedMail,
  teamBookingMail,
  teamChangeMail,
  type MailedCall,
} from './mail';
import { callByTokenHash, loadBookingRules, openSlots, withBookingSystem } from './queries';
import { bookCallSchema, bookingSettingsSchema, cancelBookingSchema, rescheduleBookingSchema } from './schema';
import { findSlot } from './slots';
import { manageTokenHash, newManageToken } from './token';
import { WEEKDAYS } from './weekly-hours';

/** Two confirmed calls overlap: the exclusion constraint refused the second. */
const isOverlap = (error: unknown) => pgErrorCode(error) === '23P01';

/**
 * Books a call: the slot must be one the page offers (recomputed here), the visitor's details
 * and screening answers become an ordinary inquiry (source: a booked call), and both mails are
 * queued in the same transaction. Two visitors racing for one time: the database's exclusion
 * constraint lets one insert through and the other gets "just booked by someone else".
 */
export const bookCall = action(
  {
    schema: bookCallSchema,
    role: 'public',
    idempotent: true,
    // A posted form opens the call's own page; a replayed post (no token) the booking page's note.
    redirectOnPost: (booked: { token?: string }) =>
      booked.token ? `/contact/book/${booked.token}` : '/contact/book?booked=1',
  },
  async (input, { idempotencyKey }): Promise<ActionResult<{ token?: string }>> => {
    const { ip } = await requestContext();
    if (!(await isWithinRateLimit(ip, RATE_LIMITS.booking))) return { ok: false, error: bookingCopy.rateLimited };
    // A filled honeypot is a bot: answer as if booked, store nothing.
    if (input.website) return { ok: true };
    const token = newManageToken();
    try {
      // Which times are open (the trusted read of taken times); the insert below runs as the
      // visitor, and the exclusion constraint settles a race between the two.
      const { rules, slots } = await withBookingSystem((tx) => openSlots(tx, new Date()));
      const slot = findSlot(slots, new Date(input.startsAt));
      if (!slot) return { ok: false, error: bookingCopy.notOffered, fieldErrors: { startsAt: bookingCopy.notOffered } };
      const stored = await withAnon((tx) =>
        once(tx, idempotencyKey, 'call-booking', async (tx) => {
          const inquiryId = randomUUID();
          const call: MailedCall = {
            id: randomUUID(),
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            fullName: input.fullName,
            email: input.email,
            company: input.company,
            visitorTimeZone: input.visitorTimeZone,
          };
          await tx.insert(contactInquiries).values({
            id: inquiryId,
            fullName: input.fullName,
            email: input.email,
            company: input.company,
            phone: input.phone || null,
            projectType: input.projectType,
            budget: input.budget,
            timeline: input.timeline,
            description: bookingInquiryText(call, input.notes, rules.timeZone),
            source: 'call_booking',
            ip,
          });
          await tx.insert(callBookings).values({ ...call, inquiryId, manageTokenHash: manageTokenHash(token), ip });
          const mailIds = await queueMails(
            tx,
            [confirmationMail(call, token, rules.timeZone), teamBookingMail(call, input, rules.timeZone)],
            smtpConfigured(),
          );
          return { mailIds };
        }),
      );
      // A resubmit of a booked call is answered as booked, and nobody is mailed twice.
      if (stored.replayed) return { ok: true };
      if (stored.value) deliverSoon(stored.value.mailIds);
      revalidatePortal('/admin/bookings');
      revalidatePortal('/admin/inquiries');
      return { ok: true, token };
    } catch (error) {
      if (isOverlap(error))
        return { ok: false, error: bookingCopy.taken, fieldErrors: { startsAt: bookingCopy.taken } };
      if (isDatabaseUnavailable(error)) throw error; // the wrapper answers "temporarily unavailable"
      log.error({ err: error }, 'Booking a call failed');
      return { ok: false, error: bookingCopy.storeFailed };
    }
  },
);

/** Cancels a call by its manage link, and tells the visitor (with a CANCEL invitation) and the team. */
export const cancelBooking = action(
  {
    schema: cancelBookingSchema,
    role: 'public',
    redirectOnPost: (done: { token: string }) => `/contact/book/${done.token}`,
  },
  async (input): Promise<ActionResult<{ token: string }>> => {
    const hash = manageTokenHash(input.token);
    const mailIds = await withBookingSystem(async (tx) => {
      // The link is the visitor's authority: the call it names, locked while it changes.
      const call = await callByTokenHash(tx, hash, true);
      if (!call || call.status !== 'confirmed' || call.startsAt <= new Date()) return null;
      await tx
        .update(callBookings)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(eq(callBookings.id, call.id));
      const rules = await loadBookingRules(tx);
      return queueMails(
        tx,
        [cancelledMail(call, input.token, rules.timeZone), teamChangeMail(call, 'cancelled', rules.timeZone)],
        smtpConfigured(),
      );
    });
    if (!mailIds) return { ok: false, error: bookingCopy.manage.unknown };
    deliverSoon(mailIds);
    revalidatePortal('/admin/bookings');
    return { ok: true, token: input.token };
  },
);

/** Moves a call to another open time by its manage link; the same race rule as booking. */
export const rescheduleBooking = action(
  {
    schema: rescheduleBookingSchema,
    role: 'public',
    redirectOnPost: (done: { token: string }) => `/contact/book/${done.token}?moved=1`,
  },
  async (input): Promise<ActionResult<{ token: string }>> => {
    const hash = manageTokenHash(input.token);
    try {
      const outcome = await withBookingSystem(async (tx) => {
        const call = await callByTokenHash(tx, hash, true);
        if (!call || call.status !== 'confirmed' || call.startsAt <= new Date()) return 'unknown' as const;
        const { rules, slots } = await openSlots(tx, new Date(), call);
        const slot = findSlot(slots, new Date(input.startsAt));
        if (!slot) return 'not-offered' as const;
        await tx
          .update(callBookings)
          .set({ startsAt: slot.startsAt, endsAt: slot.endsAt })
          .where(eq(callBookings.id, call.id));
        const movedCall = { ...call, startsAt: slot.startsAt, endsAt: slot.endsAt };
        return queueMails(
          tx,
          [movedMail(movedCall, input.token, rules.timeZone), teamChangeMail(movedCall, 'moved', rules.timeZone)],
          smtpConfigured(),
        );
      });
      if (outcome === 'unknown') return { ok: false, error: bookingCopy.manage.unknown };
      if (outcome === 'not-offered')
        return { ok: false, error: bookingCopy.notOffered, fieldErrors: { startsAt: bookingCopy.notOffered } };
      deliverSoon(outcome);
      revalidatePortal('/admin/bookings');
      return { ok: true, token: input.token };
    } catch (error) {
      if (isOverlap(error))
        return { ok: false, error: bookingCopy.taken, fieldErrors: { startsAt: bookingCopy.taken } };
      throw error;
    }
  },
);

/** Admins set the weekly hours and the booking rules. */
export const saveBookingSettings = action(
  { schema: bookingSettingsSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const weeklyHours = WEEKDAYS.map(({ key }) => ({
      open: input[`${key}Open`] === true,
      start: input[`${key}Start`],
      end: input[`${key}End`],
    }));
    const updated = await withUser(user.claims, (tx) =>
      tx
        .update(bookingSettings)
        .set({
          timeZone: input.timeZone,
          meetingMinutes: input.meetingMinutes,
          bufferMinutes: input.bufferMinutes,
          noticeHours: input.noticeHours,
          daysAhead: input.daysAhead,
          weeklyHours,
        })
        .where(eq(bookingSettings.id, true))
        .returning({ id: bookingSettings.id }),
    );
    if (updated.length === 0) return { ok: false, error: 'The booking settings could not be saved.' };
    revalidatePortal('/admin/settings');
    return { ok: true };
  },
);
