import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

type FieldProps = ComponentProps<'input'> & {
  label: string;
  name: string;
  error?: string;
  help?: string;
};

export const inputClass =
  'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-500';

/** A labelled input with its help text and error message wired up for screen readers. */
export function TextField({ label, name, error, help, className, id, ...props }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const describedBy = [help && `${inputId}-help`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...props}
      />
      {help && (
        <p id={`${inputId}-help`} className="text-xs text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
