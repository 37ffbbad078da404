import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'gray' | 'green' | 'yellow' | 'blue' | 'red' | 'purple';

export function Badge({
  tone = 'gray',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    // The look is a named class in app/components.css (`badge`, `badge-<tone>`).
    <span className={clsx('badge', `badge-${tone}`, className)}>{children}</span>
  );
}
