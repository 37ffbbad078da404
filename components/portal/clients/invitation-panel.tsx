'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InvitationResult } from '@/components/portal/invitation-result';
import type { InvitationDelivery } from '@/lib/auth/admin-users-types';
import { inviteClient } from '@/lib/clients/actions';
import type { InvitationStatus } from '@/lib/invitations/status';

type Props = { clientId: string; status: InvitationStatus; sentAt: string };
type Outcome = { ok: true; link: string | null; delivery: InvitationDelivery } | { ok: false; error: string } | null;

/** The invitation part of Quick Actions. */
export function InvitationPanel({ clientId, status, sentAt }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = () =>
    startTransition(async () => {
      setOutcome(null);
      try {
        const result = await inviteClient({ clientId });
        redirectIfSessionExpired(result);
        setOutcome(result.ok ? { ok: true, link: result.link, delivery: result.delivery } : result);
        if (result.ok) router.refresh();
      } catch {
        setOutcome({ ok: false, error: 'The server could not be reached' });
      }
    });

  return (
    <div className="space-y-3">
      {status === 'pending' && (
        <Button className="w-full" onClick={send} disabled={pending}>
          {pending ? 'Sending...' : 'Send Invitation'}
        </Button>
      )}
      {status === 'sent' && (
        <div className="rounded-md border border-blue-200 bg-blue-50 p-4">
          <h3 className="font-semibold text-blue-900">Invitation Sent</h3>
          <p className="mt-1 text-sm text-blue-900">Sent {sentAt}</p>
          <Button variant="secondary" className="mt-3 w-full" onClick={send} disabled={pending}>
            {pending ? 'Sending...' : 'Resend'}
          </Button>
        </div>
      )}
      {status === 'accepted' && (
        <p className="rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          Account Active - Client has accepted invitation
        </p>
      )}
      {outcome?.ok === false && <ErrorBox>Failed to send invitation: {outcome.error}</ErrorBox>}
      {outcome?.ok && <InvitationResult delivery={outcome.delivery} link={outcome.link} />}
    </div>
  );
}
