import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { CustomFieldSettings } from '@/components/portal/settings/custom-field-settings';
import { requireRole } from '@/lib/auth/require-role';
import { listDefinitions } from '@/lib/custom-fields/queries';

export const metadata: Metadata = { title: 'Settings' };

export default async function Page() {
  const { claims } = await requireRole('admin');
  const [client, project] = await Promise.all([listDefinitions(claims, 'client'), listDefinitions(claims, 'project')]);
  return (
    <>
      <PageHeader title="Settings" description="Custom fields for clients and projects." />
      <CustomFieldSettings fields={{ client, project }} />
    </>
  );
}
