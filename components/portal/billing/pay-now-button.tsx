'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { payInvoiceOnline } from '@/lib/billing/actions';

/** 'Pay now': opens Stripe Checkout for this invoice (shown only when Stripe is configured). */
export function PayNowButton({ invoiceId, number }: { invoiceId: string; number: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <span className="inline-flex flex-col items-end">
      <Button
        variant="primary"
        className="px-3 py-1.5 text-sm"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            setError(null);
            const result = await payInvoiceOnline({ invoiceId }).catch(() => null);
            if (result?.ok) window.location.assign(result.url);
            else setError(result?.error ?? 'Please try again.');
          })
        }
      >
        {pending ? 'Opening…' : 'Pay now'}
        <span className="sr-only"> invoice {number}</span>
      </Button>
      {error && (
        <span role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
