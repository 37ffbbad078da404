import Link from 'next/link';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The button's look is a named class in app/components.css (`btn`, `btn-<variant>`). */
export function buttonClass(variant: Variant = 'primary', className?: string) {
  return clsx('btn', `btn-${variant}`, className);
}

export function Button({ variant = 'primary', className, ...props }: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
