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
      {/* `channel-choices` (app/components.css): each category's box, legend and choices, by place. */}
      <div className="channel-choices">
        {NOTIFICATION_CATEGORIES.map((category) => (
          <fieldset key={category}>
            <legend>{NOTIFICATION_CATEGORY_LABELS[category]}</legend>
            <div>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <label key={channel}>
                  <input type="radio" name={category} value={channel} defaultChecked={values[category] === channel} />
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
