import type { Metadata } from 'next';
import { UnsubscribeForm } from '@/components/portal/notifications/unsubscribe-form';
import { firstParam } from '@/lib/lists/params';
import { unsubscribeSecret } from '@/lib/notifications/links';
import { NOTIFICATION_CATEGORY_LABELS } from '@/lib/notifications/categories';
import { verifyUnsubscribeToken } from '@/lib/notifications/unsubscribe-token';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

/**
 * The unsubscribe link of a notification mail, for people: opening it changes
 * nothing (mail scanners open links); the button does. Mail programs use the one-click
 * address of the List-Unsubscribe header instead (app/api/notifications/unsubscribe).
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const token = firstParam(await searchParams, 'token') ?? '';
  const secret = unsubscribeSecret();
  const target = secret ? verifyUnsubscribeToken(secret, token) : null;
  return (
    <main id="main" className="mx-auto max-w-lg p-6">
      <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
      {target ? (
        <>
          <p className="mt-3 text-slate-700">
            Stop emails about <strong>{NOTIFICATION_CATEGORY_LABELS[target.category].toLowerCase()}</strong>? You will
            still see them in the portal&apos;s notification list, and you can turn the emails back on in My Account.
          </p>
          <UnsubscribeForm token={token} />
        </>
      ) : (
        <p role="alert" className="mt-3 text-slate-700">
          This unsubscribe link is not valid. You can choose which emails you get in My Account after signing in.
        </p>
      )}
    </main>
  );
}
