'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '@/lib/accounts/two-factor-actions';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { UNEXPECTED_ERROR } from '@/lib/actions/messages';

type Enrolment = { secret: string; qr: string; factorId: string | null };
type Result = { ok: boolean; error?: string; code?: string };

function useRunner() {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const run = <R extends Result>(call: () => Promise<R>, onOk: (result: R) => void) =>
    startTransition(async () => {
      setError(null);
      try {
        const result = await call();
        if (redirectIfSessionExpired(result)) return;
        if (result.ok) onOk(result);
        else setError(result.error ?? UNEXPECTED_ERROR);
      } catch {
        setError(UNEXPECTED_ERROR);
      }
    });
  return { pending, error, run };
}

/**
 * The two-factor screen. One component for every state, so the recovery codes stay on screen
 * when the page refreshes around it after two-factor is turned on (they are shown only once).
 */
export function TwoFactorPanel({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;
  if (enabled) return <TwoFactorDisable recoveryCodesLeft={recoveryCodesLeft} />;
  return <TwoFactorEnrol onEnrolled={setRecoveryCodes} />;
}

function RecoveryCodes({ codes: recoveryCodes }: { codes: string[] }) {
  return (
    <div className="space-y-4">
      <SuccessBox>Two-factor sign-in is on.</SuccessBox>
      <p className="text-sm text-slate-800">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator. They are
        shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {recoveryCodes.map((c) => (
          <li key={c} data-testid="recovery-code" className="rounded bg-slate-100 px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
      <Link href="/account" className="inline-block text-sm font-semibold text-brand-700 underline">
        I have saved them: back to My Account
      </Link>
    </div>
  );
}

/** Enrol: QR code and key, confirm with a code; the recovery codes go to the panel. */
function TwoFactorEnrol({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const { pending, error, run } = useRunner();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');

  if (!enrolment) {
    return (
      <div className="space-y-4">
        {error && <ErrorBox>{error}</ErrorBox>}
        <p className="text-sm text-slate-700">
          You will need an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or
          1Password).
        </p>
        <Button
          disabled={pending}
          onClick={() =>
            run(
              () => startTwoFactor({}),
              (r) => setEnrolment(r as unknown as Enrolment),
            )
          }
        >
          {pending ? 'Preparing...' : 'Set Up Two-Factor Sign-In'}
        </Button>
      </div>
    );
  }

  return (
    <form
      method="post"
      className="space-y-4"
      aria-label="Confirm two-factor sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        run(
          () => confirmTwoFactor({ code, factorId: enrolment.factorId }),
          (r) => onEnrolled((r as unknown as { recoveryCodes: string[] }).recoveryCodes),
        );
      }}
    >
      {error && <ErrorBox>{error}</ErrorBox>}
      <p className="text-sm text-slate-800">1. Scan this QR code with your authenticator app.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server */}
      <img
        src={enrolment.qr}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="border border-slate-200"
      />
      <p className="text-sm text-slate-800">
        Or type this key into the app:{' '}
        <code data-testid="totp-secret" className="rounded bg-slate-100 px-1 font-mono">
          {enrolment.secret}
        </code>
      </p>
      <p className="text-sm text-slate-800">2. Enter the 6-digit code the app shows.</p>
      <InputField
        label="Code from the App"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" disabled={pending || code.trim() === ''}>
        {pending ? 'Checking...' : 'Turn On Two-Factor Sign-In'}
      </Button>
    </form>
  );
}

/** Turn two-factor off: a current code (or a recovery code) proves it is really you. */
function TwoFactorDisable({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const router = useRouter();
  const { pending, error, run } = useRunner();
  const [code, setCode] = useState('');
  return (
    <form
      method="post"
      className="space-y-4"
      aria-label="Turn off two-factor sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        run(
          () => disableTwoFactor({ code }),
          () => router.push('/account'),
        );
      }}
    >
      <p className="text-sm text-slate-700">
        Two-factor sign-in is on. {recoveryCodesLeft} unused recovery {recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
      </p>
      {error && <ErrorBox>{error}</ErrorBox>}
      <InputField
        label="Current Code or Recovery Code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="danger" disabled={pending || code.trim() === ''}>
        {pending ? 'Turning off...' : 'Turn Off Two-Factor Sign-In'}
      </Button>
    </form>
  );
}
