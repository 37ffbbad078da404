'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { revokeOtherSessions, revokeSession } from '@/lib/accounts/actions';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { UNEXPECTED_ERROR } from '@/lib/actions/messages';

export type SessionView = { id: string; device: string; ip: string | null; lastSeen: string; current: boolean };

/** My open sessions, this one marked, each one can be signed out. */
export function SessionList({ sessions }: { sessions: SessionView[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const others = sessions.filter((s) => !s.current).length;

  const run = (call: () => Promise<{ ok: boolean; error?: string; code?: string }>) =>
    startTransition(async () => {
      setError(null);
      try {
        const result = await call();
        if (redirectIfSessionExpired(result)) return;
        if (!result.ok) setError(result.error ?? UNEXPECTED_ERROR);
        router.refresh();
      } catch {
        setError(UNEXPECTED_ERROR);
      }
    });

  return (
    <div className="space-y-4">
      {error && <ErrorBox>{error}</ErrorBox>}
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {sessions.map((session) => (
          <li
            key={session.id}
            data-testid="session-row"
            className="flex flex-wrap items-center justify-between gap-3 p-3"
          >
            <div>
              <p className="font-medium text-slate-900">
                {session.device} {session.current && <Badge tone="green">This session</Badge>}
              </p>
              <p className="text-sm text-slate-600">
                {session.ip ?? 'Unknown address'} · last seen {session.lastSeen}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => run(() => revokeSession({ sessionId: session.id }))}
                aria-label={`Sign out ${session.device}, last seen ${session.lastSeen}`}
              >
                Sign Out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Button variant="danger" disabled={pending} onClick={() => run(() => revokeOtherSessions({}))}>
          Sign Out Everywhere Else
        </Button>
      )}
    </div>
  );
}
