import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Files' };

export default async function Page() {
  await requireRole('client');
  return <PageHeader title="Files" description="Documents and deliverables shared on your projects." />;
}
