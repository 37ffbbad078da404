import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Projects' };

export default async function Page() {
  await requireRole('client');
  return <PageHeader title="Projects" description="Your projects, their progress and status." />;
}
