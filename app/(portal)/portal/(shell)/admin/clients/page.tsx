import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Client Management' };

export default async function Page() {
  await requireRole('admin');
  return <PageHeader title="Client Management" description="All clients, their projects and invitations." />;
}
