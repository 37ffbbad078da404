import { ButtonLink, buttonClass } from '@/components/ui/button';
import { ERASED_NOTICE } from '@/content/client-data-requests';
import { Card } from '@/components/ui/card';
import type { ClientProject } from '@/lib/clients/queries';
import { formatMoney } from '@/lib/format/money';
import { isActiveStage } from '@/lib/projects/stages';
import { InvitationPanel } from './invitation-panel';
import { ActivationButton, ResetLinkButton } from '@/components/portal/account-admin-actions';
import { mailtoHref } from '@/lib/links/mailto';
import type { InvitationStatus } from '@/lib/invitations/status';

type Props = {
  clientId: string;
  email: string;
  invitationStatus: InvitationStatus;
  sentAt: string;
  projects: ClientProject[];
  name: string;
  deactivated: boolean;
  /** Erased on request: nothing left to sign in as, reactivate or erase. */
  erased?: boolean;
};

/** Client Stats and Quick Actions. */
export function ClientAside({ clientId, email, invitationStatus, sentAt, projects, name, deactivated, erased }: Props) {
  const stats = [
    ['Total Projects', String(projects.length)],
    ['Active Projects', String(projects.filter((p) => isActiveStage(p.stage)).length)],
    ['Monthly Revenue', formatMoney(projects.reduce((sum, p) => sum + p.monthlyFee, 0))],
  ];
  return (
    <>
      <Card>
        <section aria-labelledby="client-stats">
          <h2 id="client-stats" className="section-title">
            Client Stats
          </h2>
          <dl className="client-stats">
            {stats.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Card>
      <Card>
        <section aria-labelledby="client-quick-actions" className="space-y-3">
          <h2 id="client-quick-actions" className="text-lg font-semibold text-slate-900">
            Quick Actions
          </h2>
          {erased ? null : deactivated ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
              Account deactivated: this client cannot sign in. Projects and files stay.
            </p>
          ) : (
            <InvitationPanel clientId={clientId} status={invitationStatus} sentAt={sentAt} />
          )}
          {email && mailtoHref(email) && (
            <a href={mailtoHref(email)!} className={buttonClass('secondary', 'w-full')}>
              Send Email
            </a>
          )}
          <ButtonLink
            href={`/admin/projects/new?selectedClientId=${encodeURIComponent(clientId)}`}
            variant="secondary"
            className="w-full"
          >
            Create Project
          </ButtonLink>
        </section>
      </Card>
      <Card>
        <section aria-labelledby="client-account" className="space-y-3">
          <h2 id="client-account" className="text-lg font-semibold text-slate-900">
            Account
          </h2>
          {erased ? (
            <p className="text-sm text-slate-700">{ERASED_NOTICE}</p>
          ) : (
            <>
              {!deactivated && invitationStatus === 'accepted' && <ResetLinkButton userId={clientId} />}
              <ActivationButton userId={clientId} name={name} deactivated={deactivated} />
              <ButtonLink
                href={`/admin/clients/${clientId}/erase`}
                variant="secondary"
                className="w-full"
                prefetch={false}
              >
                Erase Personal Data
              </ButtonLink>
            </>
          )}
        </section>
      </Card>
    </>
  );
}
