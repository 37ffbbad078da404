import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'User Management' };

export default async function Page() {
  await requireRole('admin');
  return <PageHeader title="User Management" description="Everyone with a portal account." />;
}
