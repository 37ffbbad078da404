import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Project Management' };

export default async function Page() {
  await requireRole('admin');
  return <PageHeader title="Project Management" description="Every project across all clients." />;
}
