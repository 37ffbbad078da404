'use client';

import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SuccessBox } from '@/components/ui/notice';
import { confirmEmailChange } from '@/lib/accounts/actions';
import { UNEXPECTED_ERROR } from '@/lib/actions/messages';

/** One click confirms the new address (opening the link alone changes nothing). */
export function ConfirmEmailForm({ token }: { token: string }) {
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const confirm = () =>
    startTransition(async () => {
      try {
        const result = await confirmEmailChange({ token });
        setOutcome(result.ok ? { ok: true, message: result.message } : { ok: false, message: result.error });
      } catch {
        setOutcome({ ok: false, message: UNEXPECTED_ERROR });
      }
    });
  if (outcome?.ok) return <SuccessBox>{outcome.message}</SuccessBox>;
  return (
    <div className="space-y-5">
      {outcome && <ErrorBox>{outcome.message}</ErrorBox>}
      <Button className="w-full" onClick={confirm} disabled={pending}>
        {pending ? 'Confirming...' : 'Confirm New Email Address'}
      </Button>
    </div>
  );
}
