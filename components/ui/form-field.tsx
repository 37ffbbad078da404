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

type Described = { label: string; name: string; error?: string; help?: string; required?: boolean };

function describedBy(id: string, help?: string, error?: string) {
  return [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ id, help, error }: { id: string; help?: string; error?: string }) {
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

export function SelectField({
  label,
  name,
  error,
  help,
  placeholder,
  options,
  className,
  id,
  ...props
}: Described &
  ComponentProps<'select'> & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const selectId = id ?? `field-${name}`;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, help, error)}
        className={inputClass}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={selectId} help={help} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  help,
  className,
  id,
  ...props
}: Described & ComponentProps<'textarea'>) {
  const areaId = id ?? `field-${name}`;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={areaId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={areaId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, help, error)}
        className={inputClass}
        {...props}
      />
      <FieldMessages id={areaId} help={help} error={error} />
    </div>
  );
}
