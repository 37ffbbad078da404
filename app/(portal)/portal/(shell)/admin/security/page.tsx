import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Security Dashboard' };

export default async function Page() {
  await requireRole('admin');
  return <PageHeader title="Security Dashboard" description="Security metrics, alerts and the admin access token." />;
}
