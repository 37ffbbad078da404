import type { Metadata } from 'next';
import { NewClientForm } from '@/components/portal/clients/new-client-form';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';
import { listDefinitions } from '@/lib/custom-fields/queries';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Add New Client' };

export default async function Page() {
  const { claims } = await requireRole('admin');
  const fields = await pageTransaction(claims, (tx) => listDefinitions(tx, 'client'));
  return (
    <>
      <PageHeader title="Add New Client" description="Create a new client account" />
      <NewClientForm fields={fields} formKey={newIdempotencyKey()} />
    </>
  );
}
