import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/portal/page-header';
import { ProposalTemplates } from '@/components/portal/settings/proposal-templates';
import { requireRole } from '@/lib/auth/require-role';
import { withUser } from '@/lib/db/client';
import { listTemplates } from '@/lib/proposals/queries';

export const metadata: Metadata = { title: 'Proposal templates' };

export default async function Page() {
  const { claims } = await requireRole('admin');
  const templates = await withUser(claims, (tx) => listTemplates(tx));
  return (
    <>
      <Link href="/admin/settings" className="text-sm font-medium text-brand-700 underline">
        Back to Settings
      </Link>
      <PageHeader title="Proposal templates" description="Terms and scope blocks reused in proposals." />
      <ProposalTemplates templates={templates} />
    </>
  );
}
