'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ActivationButton } from '@/components/portal/account-admin-actions';
import { InvitationResult } from '@/components/portal/invitation-result';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { InvitationDelivery } from '@/lib/auth/admin-users-types';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { reinvite } from '@/lib/invitations/actions';
import { UNEXPECTED_ERROR } from '@/lib/actions/messages';

type Outcome = { ok: true; link: string | null; delivery: InvitationDelivery } | { ok: false; error: string } | null;

/** Re-invite a pending account: the outcome says exactly what happened to the mail. */
export function ReinviteButton({ userId, name }: { userId: string; name: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = () =>
    startTransition(async () => {
      setOutcome(null);
      try {
        const result = await reinvite({ userId });
        if (redirectIfSessionExpired(result)) return;
        setOutcome(
          result.ok ? { ok: true, link: result.link, delivery: result.delivery } : { ok: false, error: result.error },
        );
        if (result.ok) router.refresh();
      } catch {
        setOutcome({ ok: false, error: UNEXPECTED_ERROR });
      }
    });
  return (
    <div className="space-y-2 text-left">
      <Button variant="secondary" disabled={pending} onClick={send} aria-label={`Resend invitation to ${name}`}>
        {pending ? 'Sending...' : 'Resend Invitation'}
      </Button>
      {outcome?.ok === false && <ErrorBox>Failed to send invitation: {outcome.error}</ErrorBox>}
      {outcome?.ok && <InvitationResult delivery={outcome.delivery} link={outcome.link} />}
    </div>
  );
}

export { ActivationButton };
