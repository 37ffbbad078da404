import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/portal/page-header';
import { ReminderSettingsForm } from '@/components/portal/settings/reminder-settings-form';
import { requireRole } from '@/lib/auth/require-role';
import { loadReminderSettings } from '@/lib/billing/reminders/settings';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Payment reminders' };

/** The reminder schedule for unpaid invoices and the optional late fee (lib/billing/reminders). */
export default async function Page() {
  const { claims } = await requireRole('admin');
  const settings = await pageTransaction(claims, (tx) => loadReminderSettings(tx));
  return (
    <>
      <Link href="/admin/settings" className="text-sm font-medium text-brand-700 underline">
        Back to Settings
      </Link>
      <PageHeader
        title="Payment reminders"
        description="When clients are reminded of unpaid invoices, and the optional late fee."
      />
      <ReminderSettingsForm settings={settings} />
    </>
  );
}
