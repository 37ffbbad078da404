import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Create New Project' };

export default async function Page() {
  await requireRole('admin');
  return <PageHeader title="Create New Project" description="Start a project for a client." />;
}
