import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { CustomFieldSettings } from '@/components/portal/settings/custom-field-settings';
import { withUser } from '@/lib/db/client';
import { requireRole } from '@/lib/auth/require-role';
import { listDefinitions } from '@/lib/custom-fields/queries';

export const metadata: Metadata = { title: 'Settings' };

export default async function Page() {
  const { claims } = await requireRole('admin');
  const [client, project] = await withUser(claims, (tx) =>
    Promise.all([listDefinitions(tx, 'client'), listDefinitions(tx, 'project')]),
  );
  return (
    <>
      <PageHeader title="Settings" description="Custom fields for clients and projects." />
      <CustomFieldSettings fields={{ client, project }} />
    </>
  );
}
