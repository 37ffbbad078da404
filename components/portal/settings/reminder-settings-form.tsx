'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField, InputField, SelectField, SelectOptions } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { saveReminderSettings } from '@/lib/billing/reminders/actions';
import { formFromSettings } from '@/lib/billing/reminders/form-values';
import { LATE_FEE_KIND_LABELS, LATE_FEE_KINDS } from '@/lib/billing/reminders/late-fee-kinds';
import type { ReminderSettings } from '@/lib/billing/reminders/schedule';
import { reminderSettingsSchema } from '@/lib/billing/reminders/schema';

const KIND_OPTIONS = LATE_FEE_KINDS.map((value) => ({ value, label: LATE_FEE_KIND_LABELS[value] }));

/** When clients are reminded of unpaid invoices, and the optional late fee. */
export function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const form = useActionForm({
    action: saveReminderSettings,
    schema: reminderSettingsSchema,
    defaults: formFromSettings(settings),
  });
  // After a refused post the tick shows what was sent.
  const onDueDate = form.sent ? form.sent.onDueDate === 'on' : settings.offsets.includes(0);
  return (
    <Card className="mb-6">
      <section aria-labelledby="reminder-settings" className="space-y-4">
        <h2 id="reminder-settings" className="text-lg font-semibold text-slate-900">
          Reminder Schedule
        </h2>
        <p className="text-sm text-slate-700">
          Each unpaid invoice&apos;s billing contacts get one reminder by mail and in the portal at each step, until it
          is paid. When the job has not run for a few days, only the latest step is sent.
        </p>
        <form {...form.props} className="space-y-6">
          {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
          {form.answer?.ok && <SuccessBox>Reminder settings saved.</SuccessBox>}
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Schedule</legend>
            <div className="grid items-end gap-4 sm:grid-cols-3">
              <InputField
                label="Days before the due date"
                help="Separated by commas, such as 3. Leave empty for none."
                {...form.field('daysBefore')}
              />
              <CheckboxField
                label="On the due date"
                {...form.field('onDueDate')}
                defaultValue={undefined}
                defaultChecked={onDueDate}
              />
              <InputField
                label="Days overdue"
                help="Separated by commas, such as 3, 7, 14."
                {...form.field('daysOverdue')}
              />
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Late fee</legend>
            <p className="text-sm text-slate-700">
              Added once to an unpaid invoice as an invoice of its own. The reminders before it tell the client the
              amount and the day; no fee is added that a reminder did not announce.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label="Late fee" {...form.field('lateFeeKind')}>
                <SelectOptions options={KIND_OPTIONS} />
              </SelectField>
              <InputField
                label="Added when overdue by (days)"
                inputMode="numeric"
                {...form.field('lateFeeAfterDays')}
              />
              <InputField
                label="Percentage of the invoice"
                help="For a percentage fee, such as 1.5"
                inputMode="decimal"
                {...form.field('lateFeePercent')}
              />
              <InputField
                label="Fixed amount (USD)"
                help="For a fixed fee, such as 25.00"
                inputMode="decimal"
                {...form.field('lateFeeAmount')}
              />
            </div>
          </fieldset>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? 'Saving...' : 'Save Reminder Settings'}
          </Button>
        </form>
      </section>
    </Card>
  );
}
