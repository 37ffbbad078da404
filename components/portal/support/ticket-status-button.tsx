'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { setTicketStatus } from '@/lib/support/actions';
import { toggledStatus, type TicketStatus } from '@/lib/support/status';

/** Close (resolve) a ticket that is not resolved, or reopen a resolved one: the team or the ticket's client. */
export function TicketStatusButton({ id, status, subject }: { id: string; status: TicketStatus; subject: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const next = toggledStatus(status);
  const label = next === 'resolved' ? 'Resolve' : 'Reopen';
  return (
    <div className="text-right">
      <Button
        variant={next === 'resolved' ? 'primary' : 'secondary'}
        disabled={pending}
        aria-label={`${label} “${subject}”`}
        onClick={() => {
          setError(null);
          startTransition(async () => {
            const result = await setTicketStatus({ id, status: next }).catch(() => ({
              ok: false as const,
              error: 'Could not change the ticket’s status.',
            }));
            redirectIfSessionExpired(result);
            if (!result.ok) setError(result.error);
          });
        }}
      >
        {pending ? 'Saving...' : label}
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
