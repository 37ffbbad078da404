import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ClientAside } from '@/components/portal/clients/client-aside';
import { ClientCompanyCard } from '@/components/portal/clients/client-company-card';
import { ClientDetailScreen } from '@/components/portal/clients/client-detail-screen';
import { ClientProjects } from '@/components/portal/clients/client-projects';
import { withUser, type Claims } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { requireRole } from '@/lib/auth/require-role';
import { pageRead } from '@/lib/outage/page-outage';
import { getClientDetail } from '@/lib/clients/queries';
import { clientDisplayName } from '@/lib/clients/schema';
import { listDefinitions } from '@/lib/custom-fields/queries';
import { formatDate } from '@/lib/format/date';
import { isUuid } from '@/lib/lists/params';
import { log } from '@/lib/log/logger';

export const metadata: Metadata = { title: 'Client Details' };

async function load(claims: Claims, id: string) {
  try {
    return await withUser(claims, (tx) => Promise.all([getClientDetail(tx, id), listDefinitions(tx, 'client')]));
  } catch (error) {
    // An outage is said as one (503), not hidden behind the list.
    if (isDatabaseUnavailable(error)) throw error;
    log.error({ err: error }, 'Loading a client failed');
    return null;
  }
}

/**
 * The admin's client page. A malformed id shows 'Client Not Found' (./not-found.tsx, status
 * 404); an unknown one, or a failed load, goes back to the list, where the admin can pick again.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const loaded = await pageRead(() => load(claims, id));
  if (!loaded?.[0]) redirect('/admin/clients');
  const [{ client, projects, team }, fields] = loaded;

  return (
    <ClientDetailScreen
      title={clientDisplayName(client)}
      fields={fields}
      client={{
        id: client.id,
        email: client.email,
        fullName: client.fullName,
        companyName: client.companyName,
        phone: client.phone,
        website: client.website,
        address: client.address,
        billingEmail: client.billingEmail,
        billingContactName: client.billingContactName,
        billingContactEmail: client.billingContactEmail,
        technicalContactName: client.technicalContactName,
        technicalContactEmail: client.technicalContactEmail,
        customFields: client.customFields,
      }}
      projects={
        <>
          <ClientProjects projects={projects} />
          <ClientCompanyCard
            clientId={client.id}
            company={team && { name: team.company.name, members: team.teammates.length }}
          />
        </>
      }
      aside={
        <ClientAside
          clientId={client.id}
          email={client.email}
          invitationStatus={client.invitationStatus}
          sentAt={formatDate(client.invitationSentAt)}
          projects={projects}
          name={clientDisplayName(client)}
          deactivated={Boolean(client.deactivatedAt)}
          erased={Boolean(client.erasedAt)}
        />
      }
    />
  );
}
