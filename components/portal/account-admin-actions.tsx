'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SuccessBox } from '@/components/ui/notice';
import { createResetLink, setAccountActive } from '@/lib/accounts/admin-actions';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { UNEXPECTED_ERROR } from '@/lib/actions/messages';

type Result = { ok: boolean; error?: string; code?: string };

function useRun() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const run = <R extends Result>(call: () => Promise<R>, onOk?: (r: R) => void) =>
    startTransition(async () => {
      setError(null);
      try {
        const result = await call();
        if (redirectIfSessionExpired(result)) return;
        if (!result.ok) return setError(result.error ?? UNEXPECTED_ERROR);
        onOk?.(result);
        router.refresh();
      } catch {
        setError(UNEXPECTED_ERROR);
      }
    });
  return { pending, error, run };
}

/** Deactivate (confirm first) or reactivate someone's account (offboarding). */
export function ActivationButton({
  userId,
  name,
  deactivated,
}: {
  userId: string;
  name: string;
  deactivated: boolean;
}) {
  const { pending, error, run } = useRun();
  return (
    <div className="space-y-2">
      {error && <ErrorBox>{error}</ErrorBox>}
      {deactivated ? (
        <Button
          variant="secondary"
          className="w-full"
          disabled={pending}
          onClick={() => run(() => setAccountActive({ userId, active: true }))}
          aria-label={`Reactivate ${name}`}
        >
          {pending ? 'Reactivating...' : 'Reactivate Account'}
        </Button>
      ) : (
        <ConfirmDialog
          title={`Deactivate ${name}?`}
          message="They are signed out everywhere at once and cannot sign in until reactivated. Their projects, files and history stay."
          confirmLabel="Deactivate"
          onConfirm={() => run(() => setAccountActive({ userId, active: false }))}
          trigger={
            <Button variant="secondary" className="w-full" disabled={pending} aria-label={`Deactivate ${name}`}>
              {pending ? 'Deactivating...' : 'Deactivate Account'}
            </Button>
          }
        />
      )}
    </div>
  );
}

/** A one-time password-reset link to hand to the person (valid one hour). */
export function ResetLinkButton({ userId }: { userId: string }) {
  const { pending, error, run } = useRun();
  const [link, setLink] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        disabled={pending}
        onClick={() =>
          run(
            () => createResetLink({ userId }),
            (r) => setLink((r as unknown as { link: string }).link),
          )
        }
      >
        {pending ? 'Creating...' : 'Create Password Reset Link'}
      </Button>
      {error && <ErrorBox>{error}</ErrorBox>}
      {link && (
        <SuccessBox>
          <p>Give this link to them; it works once and expires in 1 hour:</p>
          <code data-testid="reset-link" className="mt-1 block rounded bg-white p-2 text-xs break-all">
            {link}
          </code>
        </SuccessBox>
      )}
    </div>
  );
}
