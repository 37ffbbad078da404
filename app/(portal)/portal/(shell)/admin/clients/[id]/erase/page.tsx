import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErasePersonForm } from '@/components/portal/clients/erase-person-form';
import { PageHeader } from '@/components/portal/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ERASURE_EXPORT_FIRST, ERASURE_KEEPS, ERASURE_REMOVES } from '@/content/client-data-requests';
import { requireRole } from '@/lib/auth/require-role';
import { COMPANY_ROLE_LABELS } from '@/lib/companies/roles';
import { LAST_OWNER } from '@/lib/companies/schema';
import { withUser } from '@/lib/db/client';
import { getErasureTarget, lastOwnerKeeps } from '@/lib/erasure/queries';
import { isUuid } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Erase a Client Person' };

/**
 * The confirm step of erasing a client person on request: what goes, what stays, and a posted
 * form. An unknown or malformed id, or a staff account, is 'Client Not Found'.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const target = await pageRead(() => withUser(claims, (tx) => getErasureTarget(tx, id)));
  if (!target) notFound();
  const name = target.fullName || target.email || 'this person';

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={`Erase ${name}`}
        description="Erase a client person's data on their request."
        actions={
          <ButtonLink href={`/admin/clients/${id}`} variant="secondary">
            Back to Client
          </ButtonLink>
        }
      />
      {target.erased ? (
        <Card>
          <p className="text-slate-800">This person has already been erased.</p>
        </Card>
      ) : (
        <Card className="space-y-5">
          {target.company && (
            <p className="text-slate-800">
              {COMPANY_ROLE_LABELS[target.company.role]} of <strong>{target.company.name}</strong>
              {target.others === 0 &&
                ' and its only person: the company and its records stay, with no one who can sign in.'}
            </p>
          )}
          <section aria-labelledby="erase-removed" className="space-y-2">
            <h2 id="erase-removed" className="font-semibold text-slate-900">
              Removed
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-slate-700">
              {ERASURE_REMOVES.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="erase-kept" className="space-y-2">
            <h2 id="erase-kept" className="font-semibold text-slate-900">
              Kept
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-slate-700">
              {ERASURE_KEEPS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          {target.company && <p className="text-sm text-slate-700">{ERASURE_EXPORT_FIRST}</p>}
          {lastOwnerKeeps(target) ? (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
              {LAST_OWNER}
            </p>
          ) : (
            <ErasePersonForm profileId={target.id} name={name} />
          )}
        </Card>
      )}
    </div>
  );
}
