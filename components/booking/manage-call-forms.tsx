'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { bookingCopy } from '@/content/booking';
import { cancelBooking, rescheduleBooking } from '@/lib/bookings/actions';
import { cancelBookingSchema, rescheduleBookingSchema } from '@/lib/bookings/schema';
import { SlotPicker } from './slot-picker';

/** Cancel a call from its manage link (posted without JavaScript too). */
export function CancelCallForm({ token }: { token: string }) {
  const form = useActionForm({ action: cancelBooking, schema: cancelBookingSchema });
  return (
    <form {...form.props} className="space-y-3">
      <input type="hidden" name="token" value={token} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {bookingCopy.manage.cancel}
      </Button>
    </form>
  );
}

/** Move a call to another open time from its manage link. */
export function RescheduleCallForm({ token, slots, zone }: { token: string; slots: readonly string[]; zone: string }) {
  const form = useActionForm({ action: rescheduleBooking, schema: rescheduleBookingSchema });
  return (
    <form {...form.props} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <SlotPicker slots={slots} zone={zone} chosenZone error={form.error('startsAt')} disabled={form.pending} />
      <Button type="submit" disabled={form.pending}>
        {bookingCopy.manage.reschedule}
      </Button>
    </form>
  );
}
