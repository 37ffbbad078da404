import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Support' };

export default async function Page() {
  await requireRole('client');
  return <PageHeader title="Support" description="Your support tickets and quick help." />;
}
