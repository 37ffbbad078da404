'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { setTicketStatus } from '@/lib/support/actions';
import type { TicketStatus } from '@/lib/support/schema';

/** Resolve an open ticket or reopen a resolved one (admins). */
export function TicketStatusButton({ id, status, subject }: { id: string; status: TicketStatus; subject: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const next: TicketStatus = status === 'open' ? 'resolved' : 'open';
  const label = status === 'open' ? 'Resolve' : 'Reopen';
  return (
    <div className="text-right">
      <Button
        variant={status === 'open' ? 'primary' : 'secondary'}
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
