'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { portalLinks } from '@/content/marketing-navigation';
import { signOut } from '@/lib/auth/actions';

type Session = { signedIn: false } | { signedIn: true; name: string };

/**
 * The header's signed-in state, as a small island so the public pages stay
 * static: Login and Get Started until the session says otherwise, then a user menu with
 * Dashboard and Sign Out.
 */
export function AccountMenu() {
  const [session, setSession] = useState<Session>({ signedIn: false });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  useEffect(() => {
    let live = true;
    fetch('/api/session', { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : { signedIn: false }))
      .then((s: Session) => live && setSession(s))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  if (!session.signedIn) {
    return (
      <div className="flex items-center gap-2">
        <a href={portalLinks.login.href} className={buttonClass('ghost')}>
          {portalLinks.login.label}
        </a>
        <a href={portalLinks.getStarted.href} className={buttonClass('primary')}>
          {portalLinks.getStarted.label}
        </a>
      </div>
    );
  }

  async function handleSignOut() {
    setPending(true);
    setError(null);
    try {
      const result = await signOut({});
      if (!result.ok) return setError(result.error);
      setOpen(false);
      setSession({ signedIn: false });
      router.push('/');
      router.refresh();
    } catch {
      setError('Sign out failed. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <div
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className={buttonClass('secondary')}
      >
        <span className="sr-only">Account menu for </span>
        {session.name}
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-20 mt-2 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <a href={portalLinks.dashboard.href} className="block rounded px-3 py-2 text-sm hover:bg-slate-100">
            {portalLinks.dashboard.label}
          </a>
          <a href={portalLinks.account.href} className="block rounded px-3 py-2 text-sm hover:bg-slate-100">
            {portalLinks.account.label}
          </a>
          <button
            type="button"
            onClick={handleSignOut}
            disabled={pending}
            className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100"
          >
            {pending ? 'Signing Out...' : 'Sign Out'}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="absolute right-0 mt-2 w-64 rounded bg-red-50 p-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
