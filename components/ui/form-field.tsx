import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

// The one family of labelled form controls: help and error text wired to the control for
// screen readers, a required mark, and aria-invalid when the field has an error.

/** A text control's look: a named class in app/components.css. */
export const inputClass = 'input';

type Described = { label: ReactNode; name: string; error?: string; help?: string; required?: boolean };

/** The attributes every control gets from its field: id, name and the accessibility wiring. */
function controlProps({ id, name, help, error, required }: Omit<Described, 'label'> & { id: string }) {
  return {
    id,
    name,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  };
}

/** A control's label with the required mark; `hidden` keeps it for screen readers only. */
export function Label({
  htmlFor,
  required,
  hidden,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={clsx('field-label', hidden && 'sr-only')}>
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

/** A control's help text and error message, with the ids its aria-describedby names. */
export function FieldMessages({ id, help, error }: { id: string; help?: string; error?: string }) {
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

/** A field's label, its control, then its help and error text. */
function Field({
  id,
  field,
  className,
  children,
}: {
  id: string;
  field: Described;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('space-y-1', className)}>
      <Label htmlFor={id} required={field.required}>
        {field.label}
      </Label>
      {children}
      <FieldMessages id={id} help={field.help} error={field.error} />
    </div>
  );
}

type FieldOf<Element extends 'input' | 'select' | 'textarea'> = Described &
  Omit<ComponentProps<Element>, 'name'> & { id?: string; className?: string };

/** Splits a field's own props from those that go to its control. */
function splitField<P extends Described & { id?: string; className?: string }>(props: P) {
  const { label, name, error, help, required, className, id, ...control } = props;
  const field = { label, name, error, help, required };
  const controlId = id ?? `field-${name}`;
  return { field, id: controlId, className, wiring: controlProps({ ...field, id: controlId }), control };
}

export function InputField(props: FieldOf<'input'>) {
  const { field, id, className, wiring, control } = splitField(props);
  return (
    <Field id={id} field={field} className={className}>
      <input {...wiring} className={inputClass} {...control} />
    </Field>
  );
}

export function SelectField(props: FieldOf<'select'>) {
  const { field, id, className, wiring, control } = splitField(props);
  return (
    <Field id={id} field={field} className={className}>
      <select {...wiring} className={clsx(inputClass, 'bg-white')} {...control} />
    </Field>
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

export function TextAreaField(props: FieldOf<'textarea'>) {
  const { field, id, className, wiring, control } = splitField(props);
  return (
    <Field id={id} field={field} className={className}>
      <textarea rows={3} {...wiring} className={inputClass} {...control} />
    </Field>
  );
}

/** A checkbox with its label beside it. */
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
  const control = controlProps({ name, error, help, id: inputId });
  return (
    <div className={clsx('space-y-1', className)}>
      <div className="flex items-center gap-2">
        <input {...control} type="checkbox" className="checkbox" {...props} />
        <Label htmlFor={inputId} required={required}>
          {label}
        </Label>
      </div>
      <FieldMessages id={inputId} help={help} error={error} />
    </div>
  );
}
