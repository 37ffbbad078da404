import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';

export const metadata: Metadata = { title: 'Billing' };

export default async function Page() {
  await requireRole('client');
  return <PageHeader title="Billing" description="Invoices and payments for your projects." />;
}
