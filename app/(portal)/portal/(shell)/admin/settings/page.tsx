import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/portal/page-header';
import { CustomFieldSettings } from '@/components/portal/settings/custom-field-settings';
import { requireRole } from '@/lib/auth/require-role';
import { listDefinitionsByEntity } from '@/lib/custom-fields/queries';
import { RequireMfaSetting } from '@/components/portal/settings/require-mfa-setting';
import { loadRequireAdminMfa } from '@/lib/accounts/queries';
import { BookingSettingsForm } from '@/components/portal/settings/booking-settings-form';
import { loadBookingRules } from '@/lib/bookings/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Settings' };

export default async function Page() {
  const { claims, profile } = await requireRole('admin');
  const [fields, requireMfa, bookingRules] = await pageTransaction(claims, (tx) =>
    Promise.all([listDefinitionsByEntity(tx), loadRequireAdminMfa(tx), loadBookingRules(tx)]),
  );
  return (
    <>
      <PageHeader title="Settings" description="Booking a call, and custom fields for clients and projects." />
      {profile.role === 'super_admin' && <RequireMfaSetting required={requireMfa} />}
      <BookingSettingsForm rules={bookingRules} />
      <CustomFieldSettings fields={fields} />
      <p className="mt-8">
        <Link href="/admin/settings/proposal-templates" className="font-medium text-brand-700 underline">
          Proposal templates
        </Link>{' '}
        <span className="text-slate-600">(terms and scope blocks reused in proposals)</span>
      </p>
      <p className="mt-2">
        <Link href="/admin/settings/payment-reminders" className="font-medium text-brand-700 underline">
          Payment reminders
        </Link>{' '}
        <span className="text-slate-600">(when unpaid invoices are chased, and the late fee)</span>
      </p>
      <p className="mt-2">
        <Link href="/admin/settings/autopay" className="font-medium text-brand-700 underline">
          Autopay settings
        </Link>{' '}
        <span className="text-slate-600">(charge autopay invoices when issued or when due)</span>
      </p>
    </>
  );
}
