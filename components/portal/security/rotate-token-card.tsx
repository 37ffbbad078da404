'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { rotateAdminToken } from '@/lib/security/actions';
import { ROTATE_CONFIRMATION, ROTATION_FAILED } from '@/lib/security/schema';

/** The Admin Access Token card. */
export function RotateTokenCard({ currentPart }: { currentPart: string | null }) {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  function rotate() {
    setResult(null);
    startTransition(async () => {
      const outcome = await rotateAdminToken({}).catch(() => ({ ok: false as const, error: ROTATION_FAILED }));
      redirectIfSessionExpired(outcome);
      setResult(outcome.ok ? { ok: true, message: outcome.message } : { ok: false, message: outcome.error });
    });
  }

  return (
    <section aria-labelledby="token-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="token-heading" className="text-lg font-semibold">
        Admin Access Token
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The private admin URL leads admins straight to the admin panel. Rotate it if it may have been shared; the old
        URL stops working at once.
      </p>
      <p className="mt-3 text-sm">
        Current admin path:{' '}
        <code className="rounded bg-slate-100 px-1">{currentPart ? `/mgmt-${currentPart}` : 'none issued yet'}</code>
      </p>
      <ConfirmDialog
        trigger={
          <Button className="mt-4" disabled={pending}>
            {pending ? 'Rotating...' : 'Rotate Token'}
          </Button>
        }
        title="Rotate the admin token?"
        message={ROTATE_CONFIRMATION}
        confirmLabel="Rotate Token"
        onConfirm={rotate}
      />
      {result?.ok && (
        <p
          role="status"
          className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {result.message}
        </p>
      )}
      {result && !result.ok && <ErrorBox className="mt-4">{result.message}</ErrorBox>}
    </section>
  );
}
