'use server';

import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { settingsFromForm } from './form-values';
import { reminderSettingsSchema } from './schema';
import { saveReminderSettings as store } from './settings';

/** The firm's reminder schedule and late fee (Settings). RLS lets only admins change the row. */
export const saveReminderSettings = action(
  { schema: reminderSettingsSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const saved = await withUser(user.claims, (tx) => store(tx, settingsFromForm(input)));
    if (!saved) return { ok: false, error: 'The reminder settings could not be saved.' };
    revalidatePortal('/admin/settings/payment-reminders');
    return { ok: true };
  },
);
