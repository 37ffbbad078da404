'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { autopayCopy } from '@/content/autopay';
import { changeAutopayTiming } from '@/lib/billing/autopay/actions';
import {
  AUTOPAY_CHARGE_TIMING_LABELS,
  AUTOPAY_CHARGE_TIMINGS,
  type AutopayChargeTiming,
} from '@/lib/billing/autopay/lists';
import { autopayTimingSchema } from '@/lib/billing/autopay/schema';

/** When autopay invoices are charged: on issue or on the due date. A posted form. */
export function AutopayTimingSetting({ chargeOn }: { chargeOn: AutopayChargeTiming }) {
  const form = useActionForm({ action: changeAutopayTiming, schema: autopayTimingSchema, defaults: { chargeOn } });
  const chosen = form.value('chargeOn') || chargeOn;
  return (
    <Card className="mb-6">
      <form {...form.props} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold text-slate-900">{autopayCopy.settingsHeading}</legend>
          <p className="text-sm text-slate-700">{autopayCopy.settingsText}</p>
          {AUTOPAY_CHARGE_TIMINGS.map((timing) => (
            <label key={timing} className="choice">
              <input
                type="radio"
                name="chargeOn"
                value={timing}
                defaultChecked={chosen === timing}
                className="h-4 w-4 border-slate-400 text-brand-600"
              />
              {AUTOPAY_CHARGE_TIMING_LABELS[timing]}
            </label>
          ))}
        </fieldset>
        {form.answer?.ok && (
          <p role="status" className="text-sm text-green-800">
            {form.answer.message}
          </p>
        )}
        {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
        <Button type="submit" disabled={form.pending}>
          {autopayCopy.saveTiming}
        </Button>
      </form>
    </Card>
  );
}
