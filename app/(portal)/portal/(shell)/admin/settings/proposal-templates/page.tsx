import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/portal/page-header';
import { CountersignSetting } from '@/components/portal/settings/countersign-setting';
import { ProposalTemplates } from '@/components/portal/settings/proposal-templates';
import { requireRole } from '@/lib/auth/require-role';
import { countersignPolicy, listTemplates } from '@/lib/proposals/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Proposal templates' };

export default async function Page() {
  const { claims, profile } = await requireRole('admin');
  const [templates, policy] = await pageTransaction(claims, (tx) =>
    Promise.all([listTemplates(tx), countersignPolicy(tx)]),
  );
  return (
    <>
      <Link href="/admin/settings" className="text-sm font-medium text-brand-700 underline">
        Back to Settings
      </Link>
      <PageHeader title="Proposal templates" description="Terms and scope blocks reused in proposals." />
      <CountersignSetting
        offered={policy.offered}
        required={policy.required}
        canChange={profile.role === 'super_admin'}
      />
      <ProposalTemplates templates={templates} />
    </>
  );
}
