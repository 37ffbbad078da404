import type { Metadata } from 'next';
import Link from 'next/link';
import { BookCallForm } from '@/components/booking/book-call-form';
import { TimeZoneChoice } from '@/components/booking/time-zone-choice';
import { SuccessBox } from '@/components/ui/notice';
import { bookingCopy } from '@/content/booking';
import { openSlots, withBookingSystem } from '@/lib/bookings/queries';
import { isTimeZone } from '@/lib/bookings/time-zone';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';

export const metadata: Metadata = {
  title: bookingCopy.title,
  description: bookingCopy.intro,
  alternates: { canonical: '/contact/book' },
  openGraph: { title: bookingCopy.title, description: bookingCopy.intro, url: '/contact/book' },
};

type Props = { searchParams: Promise<{ tz?: string | string[]; booked?: string | string[] }> };

/**
 * The open times, rendered on the server per request (they change with every booking), in the
 * firm's zone or the one chosen in the list; the form posts without JavaScript too. This is
 * the only public page with the booking script.
 */
export default async function BookCallPage({ searchParams }: Props) {
  const params = await searchParams;
  const asked = typeof params.tz === 'string' ? params.tz : '';
  const chosenZone = isTimeZone(asked);
  const { rules, slots } = await withBookingSystem((tx) => openSlots(tx, new Date()));
  const zone = chosenZone ? asked : rules.timeZone;
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <p className="text-sm">
        <Link href="/contact" className="text-brand-700 underline">
          Request a quote instead
        </Link>
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{bookingCopy.title}</h1>
      <p className="mt-4 text-slate-700">{bookingCopy.intro}</p>
      {params.booked === '1' && (
        <SuccessBox className="mt-6">
          <p className="font-semibold">{bookingCopy.booked.title}</p>
          <p>{bookingCopy.booked.text}</p>
        </SuccessBox>
      )}
      {slots.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 p-6 text-slate-700">{bookingCopy.closed}</p>
      ) : (
        <>
          <TimeZoneChoice zone={zone} firmZone={rules.timeZone} />
          <div className="mt-8">
            <BookCallForm
              slots={slots.map((s) => s.startsAt.toISOString())}
              zone={zone}
              chosenZone={chosenZone}
              formKey={newIdempotencyKey()}
            />
          </div>
        </>
      )}
    </div>
  );
}
