import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/portal/page-header';
import { AutopayTimingSetting } from '@/components/portal/settings/autopay-timing-setting';
import { requireRole } from '@/lib/auth/require-role';
import { loadAutopayTiming } from '@/lib/billing/autopay/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Autopay settings' };

/** The firm's autopay setting: whether autopay invoices are charged when issued or when due. */
export default async function Page() {
  const { claims } = await requireRole('admin');
  const chargeOn = await pageTransaction(claims, (tx) => loadAutopayTiming(tx));
  return (
    <>
      <Link href="/admin/settings" className="text-sm font-medium text-brand-700 underline">
        Back to Settings
      </Link>
      <PageHeader title="Autopay settings" description="When clients’ autopay invoices are charged." />
      <AutopayTimingSetting chargeOn={chargeOn} />
    </>
  );
}
