import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CancelCallForm, RescheduleCallForm } from '@/components/booking/manage-call-forms';
import { Notice, SuccessBox } from '@/components/ui/notice';
import { bookingCopy } from '@/content/booking';
import { formatCallTime } from '@/lib/bookings/format';
import { callByTokenHash, openSlots, withBookingSystem } from '@/lib/bookings/queries';
import { manageTokenSchema } from '@/lib/bookings/schema';
import { manageTokenHash } from '@/lib/bookings/token';

// The link's token is a secret: the page is never indexed.
export const metadata: Metadata = { title: bookingCopy.manage.title, robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ moved?: string | string[] }> };

/** A booked call, from the link in its mails: its time, and cancelling or moving it. */
export default async function ManageCallPage({ params, searchParams }: Props) {
  const token = manageTokenSchema.safeParse((await params).token);
  if (!token.success) notFound();
  const moved = (await searchParams).moved === '1';
  const now = new Date();
  const loaded = await withBookingSystem(async (tx) => {
    const call = await callByTokenHash(tx, manageTokenHash(token.data));
    if (!call) return null;
    const open = call.status === 'confirmed' && call.startsAt > now ? await openSlots(tx, now, call) : null;
    return { call, open };
  });
  if (!loaded) notFound();
  const { call, open } = loaded;
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{bookingCopy.manage.title}</h1>
      {moved && call.status === 'confirmed' && <SuccessBox className="mt-6">{bookingCopy.manage.moved}</SuccessBox>}
      {!moved && call.status === 'confirmed' && open && (
        <SuccessBox className="mt-6">
          <p className="font-semibold">{bookingCopy.booked.title}</p>
          <p>{bookingCopy.booked.text}</p>
        </SuccessBox>
      )}
      <dl className="mt-6 space-y-2">
        <div>
          <dt className="text-sm text-slate-600">When</dt>
          <dd className="text-lg font-semibold" data-testid="call-time">
            {formatCallTime(call.startsAt, call.visitorTimeZone)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Who</dt>
          <dd>
            {call.fullName}, {call.company}
          </dd>
        </div>
      </dl>
      {call.status === 'cancelled' ? (
        <Notice className="mt-6">
          {bookingCopy.manage.cancelled}{' '}
          <Link href="/contact/book" className="text-brand-700 underline">
            Book another time
          </Link>
        </Notice>
      ) : !open ? (
        <Notice className="mt-6">{bookingCopy.manage.past}</Notice>
      ) : (
        <div className="mt-8 space-y-10">
          <CancelCallForm token={token.data} />
          <section aria-labelledby="reschedule-heading">
            <h2 id="reschedule-heading" className="text-2xl font-semibold">
              {bookingCopy.manage.rescheduleLegend}
            </h2>
            <div className="mt-4">
              <RescheduleCallForm
                token={token.data}
                slots={open.slots.map((s) => s.startsAt.toISOString())}
                zone={call.visitorTimeZone}
              />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
