import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/portal/page-header';
import { EmailLink } from '@/components/portal/email-link';
import { Badge } from '@/components/ui/badge';
import { requireRole } from '@/lib/auth/require-role';
import { formatCallTime } from '@/lib/bookings/format';
import { listPastBookings, listUpcomingBookings, loadBookingRules } from '@/lib/bookings/queries';
import { BOOKING_STATUS_LABELS } from '@/lib/bookings/status';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Bookings' };

/** Calls booked from the public site: the coming ones by time, then the last past ones. */
export default async function BookingsPage() {
  const { claims } = await requireRole('admin');
  const now = new Date();
  const [rules, upcoming, past] = await pageTransaction(claims, (tx) =>
    Promise.all([loadBookingRules(tx), listUpcomingBookings(tx, now), listPastBookings(tx, now)]),
  );
  const zone = rules.timeZone;
  return (
    <>
      <PageHeader
        title="Bookings"
        description={`Calls booked from the contact page, in the firm's time zone (${zone}). Each is also an inquiry.`}
      />
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="mb-3 text-lg font-semibold">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">No calls booked.</p>
        ) : (
          <ul className="space-y-3">
            {upcoming.map((call) => (
              <li key={call.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">
                    <time dateTime={call.startsAt.toISOString()}>{formatCallTime(call.startsAt, zone)}</time>
                  </h3>
                  <Badge tone={call.status === 'confirmed' ? 'green' : 'gray'}>
                    {BOOKING_STATUS_LABELS[call.status]}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {call.fullName} · {call.company} · <EmailLink email={call.email} /> · their zone:{' '}
                  {call.visitorTimeZone}
                </p>
                {call.inquiryId && (
                  <Link href="/admin/inquiries" className="mt-1 inline-block text-sm text-brand-700 underline">
                    Screening answers in Inquiries
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-heading" className="mt-10">
          <h2 id="past-heading" className="mb-3 text-lg font-semibold">
            Past
          </h2>
          <ul className="space-y-2 text-sm text-slate-700">
            {past.map((call) => (
              <li key={call.id}>
                <time dateTime={call.startsAt.toISOString()}>{formatCallTime(call.startsAt, zone)}</time> ·{' '}
                {call.fullName} · {call.company} · {BOOKING_STATUS_LABELS[call.status]}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
