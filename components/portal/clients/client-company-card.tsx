import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * The client's company in short, with the way to its own page (`/admin/clients/<id>/company`),
 * where its members, their roles and projects, its details, inviting and the export are
 * (docs/decisions/0075).
 */
export function ClientCompanyCard({
  clientId,
  company,
}: {
  clientId: string;
  company: { name: string; members: number } | null;
}) {
  return (
    <Card>
      <section aria-labelledby="client-company" className="space-y-3">
        <h2 id="client-company" className="section-title">
          Company
        </h2>
        {company ? (
          <>
            <p className="text-slate-800">
              {company.name}: {company.members} {company.members === 1 ? 'member' : 'members'}.
            </p>
            <ButtonLink href={`/admin/clients/${clientId}/company`} variant="secondary">
              Company Members and Details
            </ButtonLink>
          </>
        ) : (
          <p className="text-slate-600">This client belongs to no company.</p>
        )}
      </section>
    </Card>
  );
}
