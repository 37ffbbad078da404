import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('rounded-lg border border-slate-200 bg-white p-5 shadow-sm', className)} {...props} />;
}
