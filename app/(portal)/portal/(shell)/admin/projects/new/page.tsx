import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { NewProjectForm } from '@/components/portal/projects/new-project-form';
import { requireRole } from '@/lib/auth/require-role';
import { listDefinitions } from '@/lib/custom-fields/queries';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import { firstParam, isUuid, type SearchParams } from '@/lib/lists/params';
import { clientOption } from '@/lib/projects/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Create New Project' };

/** Create Project; ?selectedClientId= (from a client's Create Project) preselects that client. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { claims } = await requireRole('admin');
  const selected = firstParam(await searchParams, 'selectedClientId') ?? '';
  const [fields, client] = await pageTransaction(claims, (tx) =>
    Promise.all([listDefinitions(tx, 'project'), isUuid(selected) ? clientOption(tx, selected) : null]),
  );
  return (
    <>
      <PageHeader title="Create New Project" description="Start a project for a client." />
      <NewProjectForm fields={fields} client={client} formKey={newIdempotencyKey()} />
    </>
  );
}
