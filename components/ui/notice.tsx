import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A success message announced politely to screen readers (the counterpart of ErrorBox). */
export function SuccessBox({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={clsx('rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900', className)}
    >
      {children}
    </div>
  );
}

/** Neutral information (e.g. why the person is on this page). */
export function Notice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={clsx('rounded-md border border-blue-300 bg-blue-50 px-4 py-3 text-sm text-blue-900', className)}
    >
      {children}
    </div>
  );
}
