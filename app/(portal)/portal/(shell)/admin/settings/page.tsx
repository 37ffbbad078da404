import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/portal/page-header';
import { CustomFieldSettings } from '@/components/portal/settings/custom-field-settings';
import { withUser } from '@/lib/db/client';
import { requireRole } from '@/lib/auth/require-role';
import { listDefinitions } from '@/lib/custom-fields/queries';
import { RequireMfaSetting } from '@/components/portal/settings/require-mfa-setting';
import { loadRequireAdminMfa } from '@/lib/accounts/queries';

export const metadata: Metadata = { title: 'Settings' };

export default async function Page() {
  const { claims, profile } = await requireRole('admin');
  const [client, project, requireMfa] = await withUser(claims, (tx) =>
    Promise.all([listDefinitions(tx, 'client'), listDefinitions(tx, 'project'), loadRequireAdminMfa(tx)]),
  );
  return (
    <>
      <PageHeader title="Settings" description="Custom fields for clients and projects." />
      {profile.role === 'super_admin' && <RequireMfaSetting required={requireMfa} />}
      <CustomFieldSettings fields={{ client, project }} />
      <p className="mt-8">
        <Link href="/admin/settings/proposal-templates" className="font-medium text-brand-700 underline">
          Proposal templates
        </Link>{' '}
        <span className="text-slate-600">(terms and scope blocks reused in proposals)</span>
      </p>
    </>
  );
}
