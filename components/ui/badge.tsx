import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'gray' | 'green' | 'yellow' | 'blue' | 'red' | 'purple';

const tones: Record<BadgeTone, string> = {
  gray: 'bg-slate-100 text-slate-800',
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  blue: 'bg-blue-100 text-blue-800',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
};

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
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}
