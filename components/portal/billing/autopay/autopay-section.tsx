import { Badge } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { autopayCopy } from '@/content/autopay';
import { firmDetails } from '@/content/firm';
import { cardExpiry, expiryLabel } from '@/lib/billing/autopay/expiry';
import {
  AUTOPAY_CHARGE_STATUS_LABELS,
  AUTOPAY_SCOPE_LABELS,
  AUTOPAY_SCOPES,
  autopayConsentText,
} from '@/lib/billing/autopay/lists';
import type { AutopayOverview, SavedMethod } from '@/lib/billing/autopay/queries';
import type { IsoDate } from '@/lib/billing/dates';
import { formatDate } from '@/lib/format/date';
import { AutopayScopeForm } from './autopay-scope-form';
import { SaveMethodForm } from './save-method-form';

function methodName(method: SavedMethod): string {
  const brand = method.brand ? method.brand.replace(/^\w/, (c) => c.toUpperCase()) : null;
  const what = method.kind === 'card' ? (brand ?? 'Card') : `Bank account${brand ? ` (${brand})` : ''}`;
  return `${what} ending ${method.last4 ?? '····'}`;
}

/**
 * The company's saved method and autopay, on the billing page of its owners and billing
 * members: what is saved (brand, last four, expiry, flagged a month before it runs out), a
 * button to Stripe's page to save or replace it, and autopay on or off for monthly fees and
 * for project invoices, each with its own posted form.
 */
export function AutopaySection({
  overview,
  available,
  today,
  justSaved,
}: {
  overview: AutopayOverview;
  available: boolean;
  today: IsoDate;
  justSaved: boolean;
}) {
  const { method } = overview;
  const expiry = method && method.kind === 'card' ? cardExpiry(method.expMonth, method.expYear, today) : 'ok';
  return (
    <section
      aria-labelledby="autopay-heading"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-6"
      data-testid="autopay"
    >
      <h2 id="autopay-heading" className="text-lg font-semibold text-slate-900">
        {autopayCopy.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{autopayCopy.intro}</p>
      {!available && !method && <p className="mt-3 text-sm text-slate-600">{autopayCopy.notAvailable}</p>}
      {justSaved && !method && <Notice className="mt-3">{autopayCopy.savedPending}</Notice>}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {method ? (
          <p className="text-sm text-slate-900" data-testid="saved-method">
            <span className="font-medium">{methodName(method)}</span>
            {expiryLabel(method.expMonth, method.expYear) && (
              <span className="text-slate-600">, expires {expiryLabel(method.expMonth, method.expYear)}</span>
            )}
            {expiry !== 'ok' && (
              <Badge tone={expiry === 'expired' ? 'red' : 'yellow'} className="ml-2">
                {expiry === 'expired' ? 'Expired' : 'Expires soon'}
              </Badge>
            )}
          </p>
        ) : (
          available && <p className="text-sm text-slate-600">{autopayCopy.noMethod}</p>
        )}
        {available && <SaveMethodForm replace={method !== null} />}
      </div>
      {expiry !== 'ok' && (
        <p className="mt-2 text-sm text-slate-700">
          {expiry === 'expired' ? autopayCopy.expired : autopayCopy.expiresSoon}
        </p>
      )}
      {(method || available) && (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {AUTOPAY_SCOPES.map((scope) => {
            const state = overview.scopes[scope];
            const label = AUTOPAY_SCOPE_LABELS[scope];
            return (
              <div key={scope} className="space-y-2" data-testid={`autopay-${scope}`}>
                <h3 className="font-medium text-slate-900">{label}</h3>
                <p className="text-sm text-slate-700">
                  {state.enabled ? autopayCopy.isOn(label) : autopayCopy.isOff(label)}{' '}
                  {state.enabled && state.changedAt && autopayCopy.since(formatDate(state.changedAt), state.changedBy)}
                </p>
                <AutopayScopeForm
                  scope={scope}
                  enabled={state.enabled}
                  consentText={autopayConsentText(scope, firmDetails.legalName)}
                  canTurnOn={method !== null}
                />
              </div>
            );
          })}
        </div>
      )}
      {overview.recent.length > 0 && (
        <div className="mt-6">
          <h3 className="font-medium text-slate-900">{autopayCopy.recentHeading}</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {overview.recent.map((charge) => (
              <li key={`${charge.invoiceNumber}-${charge.attempt}`}>
                {charge.invoiceNumber}, attempt {charge.attempt} ({formatDate(charge.scheduledOn)}):{' '}
                {AUTOPAY_CHARGE_STATUS_LABELS[charge.status]}
                {charge.failure && ` (${charge.failure})`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
