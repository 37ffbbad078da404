import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CompanyTeamSection } from '@/components/portal/team/company-team-section';
import { requireRole } from '@/lib/auth/require-role';
import { getClientDetail } from '@/lib/clients/queries';
import { clientDisplayName } from '@/lib/clients/schema';
import { withUser } from '@/lib/db/client';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import { isUuid } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Client Company' };

/**
 * The client's company on a page of its own, one link from the client (docs/decisions/0075):
 * its members with their roles and projects, removing and erasing one, the company's details,
 * inviting a teammate and the data export. An unknown or malformed id is 'Client Not Found'.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const found = await pageRead(() => withUser(claims, (tx) => getClientDetail(tx, id)));
  if (!found) notFound();
  const { client, projects, team } = found;
  const name = clientDisplayName(client);

  return (
    <>
      <Link href={`/admin/clients/${client.id}`} className="text-sm font-medium text-brand-700 underline">
        Back to {name}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Company of {name}</h1>
      {team ? (
        <CompanyTeamSection
          company={team.company}
          teammates={team.teammates}
          projects={projects.map((p) => ({ id: p.id, title: p.title }))}
          viewerId={claims.sub}
          formKey={newIdempotencyKey()}
        />
      ) : (
        <p className="mt-6 text-slate-600">{name} belongs to no company.</p>
      )}
    </>
  );
}
