'use client';

import { Button } from '@/components/ui/button';
import { OUTAGE } from '@/content/outage';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/db/errors';

// A database or auth failure: say so and offer a retry, never guess a role. A database
// outage carries its own digest (lib/db/errors.ts) and says that nothing was lost.
// `retry` fetches the segment again (`reset` would only re-render what already failed).
export default function PortalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const outage = error.digest === DATABASE_UNAVAILABLE_DIGEST;
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{outage ? OUTAGE.title : 'Something went wrong'}</h1>
      <p className="mt-2 text-slate-600">
        {outage ? OUTAGE.lead : 'We could not load this page. Please try again in a moment.'}
      </p>
      {outage && <p className="mt-2 text-slate-600">{OUTAGE.next}</p>}
      <Button className="mt-6" onClick={() => retry()}>
        {outage ? OUTAGE.retry : 'Try again'}
      </Button>
    </main>
  );
}
