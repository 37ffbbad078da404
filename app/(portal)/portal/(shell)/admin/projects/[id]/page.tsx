import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Project Details' };

export default async function Page() {
  await requireRole('admin');
  return <PageHeader title="Project Details" description="Overview, audit and ROI, and billing." />;
}
