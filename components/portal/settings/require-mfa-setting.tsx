'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { setRequireAdminMfa } from '@/lib/accounts/settings-actions';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { UNEXPECTED_ERROR } from '@/lib/actions/messages';

/** Super admin setting: admins without two-factor sign-in are sent to set it up. */
export function RequireMfaSetting({ required }: { required: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const toggle = () =>
    startTransition(async () => {
      setError(null);
      try {
        const result = await setRequireAdminMfa({ required: !required });
        if (redirectIfSessionExpired(result)) return;
        if (!result.ok) setError(result.error);
        router.refresh();
      } catch {
        setError(UNEXPECTED_ERROR);
      }
    });
  return (
    <Card className="mb-6">
      <section aria-labelledby="security-settings" className="space-y-3">
        <h2 id="security-settings" className="text-lg font-semibold text-slate-900">
          Sign-in Security
        </h2>
        <p className="text-sm text-slate-700">
          Two-factor sign-in for admins and super admins is <strong>{required ? 'required' : 'optional'}</strong>.
          {required && ' Admins without it are sent to set it up before they can use the admin panel.'}
        </p>
        {error && <ErrorBox>{error}</ErrorBox>}
        <Button variant="secondary" disabled={pending} onClick={toggle}>
          {required ? 'Make Two-Factor Optional for Admins' : 'Require Two-Factor for Admins'}
        </Button>
      </section>
    </Card>
  );
}
