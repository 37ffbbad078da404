'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-field';
import { autopayCopy } from '@/content/autopay';
import { changeAutopay } from '@/lib/billing/autopay/actions';
import { AUTOPAY_SCOPE_LABELS, type AutopayScope } from '@/lib/billing/autopay/lists';
import { changeAutopaySchema } from '@/lib/billing/autopay/schema';

/**
 * Autopay for one scope. Off: the words of the agreement, a box to tick and the button to
 * turn it on. On: one button turns it off. A posted form either way, so it works without
 * JavaScript; the page is rendered again with the new state.
 */
export function AutopayScopeForm({
  scope,
  enabled,
  consentText,
  canTurnOn,
}: {
  scope: AutopayScope;
  enabled: boolean;
  consentText: string;
  canTurnOn: boolean;
}) {
  const form = useActionForm({ action: changeAutopay, schema: changeAutopaySchema });
  const label = AUTOPAY_SCOPE_LABELS[scope];
  const consentId = `autopay-consent-${scope}`;
  if (!enabled && !canTurnOn) return <p className="text-sm text-slate-600">{autopayCopy.needsMethod}</p>;
  return (
    <form {...form.props} className="space-y-3" aria-label={`Autopay for ${label.toLowerCase()}`}>
      <input type="hidden" name="scope" value={scope} />
      <input type="hidden" name="enabled" value={enabled ? 'false' : 'true'} />
      {form.answer?.ok && (
        <p role="status" className="text-sm text-green-800">
          {form.answer.message}
        </p>
      )}
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {!enabled && (
        <>
          <p id={`${consentId}-text`} className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
            {consentText}
          </p>
          <CheckboxField
            id={consentId}
            label={autopayCopy.agree}
            {...form.form.register('consent')}
            defaultChecked={form.sent?.consent === 'on'}
            error={form.error('consent')}
            name="consent"
          />
        </>
      )}
      <Button type="submit" variant={enabled ? 'secondary' : 'primary'} disabled={form.pending}>
        {enabled ? autopayCopy.turnOff(label) : autopayCopy.turnOn(label)}
      </Button>
    </form>
  );
}
