import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Settings' };

export default async function Page() {
  await requireRole('admin');
  return <PageHeader title="Settings" description="Custom fields for clients and projects." />;
}
