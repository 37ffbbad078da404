import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function ErrorBox({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={clsx('rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800', className)}
    >
      {children}
    </div>
  );
}
