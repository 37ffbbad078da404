'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { issueUpfrontInvoice } from '@/lib/billing/actions';

/** Issues the upfront invoice before the contract stage (otherwise issued at Contract Signed). */
export function IssueUpfrontButton({ projectId }: { projectId: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div>
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            setError(null);
            const result = await issueUpfrontInvoice({ projectId }).catch(() => null);
            if (!result?.ok) setError(result?.error ?? 'Please try again.');
          })
        }
      >
        {pending ? 'Issuing…' : 'Issue upfront invoice now'}
      </Button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
