import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Add New Client' };

export default async function Page() {
  await requireRole('admin');
  return <PageHeader title="Add New Client" description="Create a new client account" />;
}
