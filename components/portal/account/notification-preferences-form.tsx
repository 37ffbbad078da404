'use client';

import { useActionState } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SuccessBox } from '@/components/ui/notice';
import { savePreferencesForm, type FormState } from '@/lib/notifications/actions';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from '@/lib/notifications/categories';

/**
 * Per category, in the portal, by email, both or off. A plain form posting to a
 * server action, so it works before (and without) JavaScript.
 */
export function NotificationPreferencesForm({ values }: { values: Record<NotificationCategory, NotificationChannel> }) {
  const [state, formAction, pending] = useActionState<FormState, FormData>(savePreferencesForm, null);
  return (
    <form action={formAction} className="space-y-4" aria-label="Notification settings">
      {state && !state.ok && <ErrorBox>{state.message}</ErrorBox>}
      {state?.ok && <SuccessBox>{state.message}</SuccessBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        {NOTIFICATION_CATEGORIES.map((category) => (
          <fieldset key={category} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {NOTIFICATION_CATEGORY_LABELS[category]}
            </legend>
            <div className="mt-1 space-y-1">
              {NOTIFICATION_CHANNELS.map((channel) => (
                <label key={channel} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    name={category}
                    value={channel}
                    defaultChecked={values[category] === channel}
                    className="focus-visible:ring-brand-600 focus-visible:ring-2"
                  />
                  {NOTIFICATION_CHANNEL_LABELS[channel]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save Notification Settings'}
      </Button>
    </form>
  );
}
