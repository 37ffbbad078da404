'use server';

import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { redirect } from 'next/navigation';
import { action, type ActionResult } from '@/lib/actions/action';
import { systemDb, withUser } from '@/lib/db/client';
import { NOTIFICATION_CATEGORIES, flagsOf } from './categories';
import { unsubscribeSecret } from './links';
import { markAllNotificationsRead, markNotificationRead, setPreference, unsubscribeEmail } from './queries';
import { markAllReadSchema, markReadSchema, preferencesSchema, unsubscribeSchema } from './schema';
import { verifyUnsubscribeToken } from './unsubscribe-token';

// The notification list's and /account's forms. Each acts on the caller's own
// notifications and preferences only (the target is always claims.sub; RLS agrees).

export const markRead = action({ schema: markReadSchema, role: 'signed-in' }, async (input, { user }) => {
  await withUser(user.claims, (tx) => markNotificationRead(tx, user.claims.sub, input.id));
  revalidatePortal('/', 'layout');
  return { ok: true };
});

export const markAllRead = action({ schema: markAllReadSchema, role: 'signed-in' }, async (_input, { user }) => {
  await withUser(user.claims, (tx) => markAllNotificationsRead(tx, user.claims.sub));
  revalidatePortal('/', 'layout');
  return { ok: true };
});

export const savePreferences = action(
  { schema: preferencesSchema, role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    await withUser(user.claims, async (tx) => {
      for (const category of NOTIFICATION_CATEGORIES)
        await setPreference(tx, user.claims.sub, category, flagsOf(input[category]));
    });
    revalidatePortal('/account');
    return { ok: true, message: 'Notification settings saved.' };
  },
);

/** The unsubscribe page's button (no sign-in: the signed token is the authority). */
export const unsubscribe = action(
  { schema: unsubscribeSchema, role: 'public' },
  async (input): Promise<ActionResult<{ category: string }>> => {
    const secret = unsubscribeSecret();
    const target = secret ? verifyUnsubscribeToken(secret, input.token) : null;
    if (!target) return { ok: false, error: 'This unsubscribe link is not valid.' };
    await unsubscribeEmail(systemDb(), target.userId, target.category);
    return { ok: true, category: target.category };
  },
);

// Plain form posts (they work before JavaScript arrives): act, then show the page again.

export async function markReadForm(formData: FormData): Promise<void> {
  await markRead(formData);
  const back = formData.get('back');
  redirect(typeof back === 'string' && /^\/notifications(\?page=\d{1,5})?$/.test(back) ? back : '/notifications');
}

export async function markAllReadForm(formData: FormData): Promise<void> {
  await markAllRead(formData);
  redirect('/notifications');
}

export type FormState = { ok: boolean; message: string } | null;

export async function savePreferencesForm(_previous: FormState, formData: FormData): Promise<FormState> {
  const result = await savePreferences(formData);
  return result.ok ? { ok: true, message: result.message } : { ok: false, message: result.error };
}

export async function unsubscribeForm(_previous: FormState, formData: FormData): Promise<FormState> {
  const result = await unsubscribe(formData);
  return result.ok
    ? { ok: true, message: 'You are unsubscribed: these emails will no longer be sent to you.' }
    : { ok: false, message: result.error };
}
