'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField, InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { saveBookingSettings } from '@/lib/bookings/actions';
import { bookingSettingsSchema } from '@/lib/bookings/schema';
import type { BookingRules } from '@/lib/bookings/slots';
import { WEEKDAYS } from '@/lib/bookings/weekly-hours';

/** When visitors may book a call: the firm's zone, the rules and the weekly hours. */
export function BookingSettingsForm({ rules }: { rules: BookingRules }) {
  const defaults: Record<string, string> = {
    timeZone: rules.timeZone,
    meetingMinutes: String(rules.meetingMinutes),
    bufferMinutes: String(rules.bufferMinutes),
    noticeHours: String(rules.noticeHours),
    daysAhead: String(rules.daysAhead),
  };
  WEEKDAYS.forEach(({ key }, i) => {
    defaults[`${key}Start`] = rules.weeklyHours[i].start;
    defaults[`${key}End`] = rules.weeklyHours[i].end;
  });
  const form = useActionForm({ action: saveBookingSettings, schema: bookingSettingsSchema, defaults });
  // After a refused post the boxes show what was sent; a day's tick likewise.
  const open = (key: string, i: number) => (form.sent ? form.sent[`${key}Open`] === 'on' : rules.weeklyHours[i].open);
  return (
    <Card className="mb-6">
      <section aria-labelledby="booking-settings" className="space-y-4">
        <h2 id="booking-settings" className="text-lg font-semibold text-slate-900">
          Booking a Call
        </h2>
        <p className="text-sm text-slate-700">
          When visitors may book a call from the contact page. Times are in the firm&apos;s time zone.
        </p>
        <form {...form.props} className="space-y-6">
          {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
          {form.answer?.ok && <SuccessBox>Booking settings saved.</SuccessBox>}
          <div className="grid gap-4 sm:grid-cols-3">
            <InputField
              label="Firm's time zone"
              help="An IANA name, such as America/Chicago"
              {...form.field('timeZone')}
            />
            <InputField label="Meeting length (minutes)" inputMode="numeric" {...form.field('meetingMinutes')} />
            <InputField label="Buffer between calls (minutes)" inputMode="numeric" {...form.field('bufferMinutes')} />
            <InputField label="Notice period (hours)" inputMode="numeric" {...form.field('noticeHours')} />
            <InputField label="Days ahead bookable" inputMode="numeric" {...form.field('daysAhead')} />
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Weekly hours</legend>
            {WEEKDAYS.map(({ key, label }, i) => (
              <div key={key} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_1fr]">
                <CheckboxField
                  label={`Open on ${label}`}
                  {...form.field(`${key}Open`)}
                  defaultValue={undefined}
                  defaultChecked={open(key, i)}
                />
                <InputField label={`${label} from`} type="time" {...form.field(`${key}Start`)} />
                <InputField label={`${label} until`} type="time" {...form.field(`${key}End`)} />
              </div>
            ))}
          </fieldset>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? 'Saving...' : 'Save Booking Settings'}
          </Button>
        </form>
      </section>
    </Card>
  );
}
