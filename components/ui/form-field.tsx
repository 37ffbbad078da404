import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

// The one family of labelled form controls: help and error text wired to the control for
// screen readers, a required mark, and aria-invalid when the field has an error.

export const inputClass =
  'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-500';

type Described = { label: ReactNode; name: string; error?: string; help?: string; required?: boolean };

function ids(id: string, help?: string, error?: string) {
  return [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Footer({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="text-xs text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

export function InputField({
  label,
  name,
  error,
  help,
  required,
  className,
  id,
  ...props
}: Described & Omit<ComponentProps<'input'>, 'name'>) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={clsx('space-y-1', className)}>
      <Label htmlFor={inputId} required={required}>
        {label}
      </Label>
      <input
        id={inputId}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids(inputId, help, error)}
        className={inputClass}
        {...props}
      />
      <Footer id={inputId} help={help} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  help,
  required,
  className,
  id,
  children,
  ...props
}: Described & Omit<ComponentProps<'select'>, 'name'>) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={clsx('space-y-1', className)}>
      <Label htmlFor={inputId} required={required}>
        {label}
      </Label>
      <select
        id={inputId}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids(inputId, help, error)}
        className={clsx(inputClass, 'bg-white')}
        {...props}
      >
        {children}
      </select>
      <Footer id={inputId} help={help} error={error} />
    </div>
  );
}

/** The options of a select, from a list of values and labels (e.g. in `content/`). */
export function SelectOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export function TextAreaField({
  label,
  name,
  error,
  help,
  required,
  className,
  id,
  ...props
}: Described & Omit<ComponentProps<'textarea'>, 'name'>) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={clsx('space-y-1', className)}>
      <Label htmlFor={inputId} required={required}>
        {label}
      </Label>
      <textarea
        id={inputId}
        name={name}
        rows={3}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids(inputId, help, error)}
        className={inputClass}
        {...props}
      />
      <Footer id={inputId} help={help} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  error,
  help,
  required,
  className,
  id,
  ...props
}: Described & Omit<ComponentProps<'input'>, 'name' | 'type'>) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={clsx('space-y-1', className)}>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids(inputId, help, error)}
          className="h-4 w-4 rounded border-slate-400 text-brand-600"
          {...props}
        />
        <Label htmlFor={inputId} required={required}>
          {label}
        </Label>
      </div>
      <Footer id={inputId} help={help} error={error} />
    </div>
  );
}
