'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, InputField, SelectField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { addCustomField } from '@/lib/custom-fields/actions';
import {
  CUSTOM_FIELD_TYPES,
  cleanOption,
  FIELD_NAME_MAX,
  FIELD_TYPE_LABELS,
  newFieldSchema,
  OPTION_MAX,
  type CustomFieldEntity,
  type CustomFieldType,
} from '@/lib/custom-fields/schema';

/** A custom field's definition: name, type, Required, and options for a dropdown. */
export function AddFieldForm({ entity }: { entity: CustomFieldEntity }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [fieldName, setFieldName] = useState('');
  const [fieldType, setFieldType] = useState<CustomFieldType>('text');
  const [isRequired, setIsRequired] = useState(false);
  const [options, setOptions] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = (name: string) => `${entity}-${name}`;

  const changeType = (type: CustomFieldType) => {
    setFieldType(type);
    // Only a dropdown has options: leaving it clears them.
    if (type !== 'select') {
      setOptions([]);
      setDraft('');
    }
  };

  const addOption = () => {
    const option = cleanOption(draft);
    if (!option) return setDraft('');
    if (options.includes(option)) return setErrors({ fieldOptions: 'This option is already in the list' });
    setOptions([...options, option]);
    setDraft('');
    setErrors((current) => ({ ...current, fieldOptions: '' }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const input = { entityType: entity, fieldName, fieldType, isRequired, fieldOptions: options };
    const parsed = newFieldSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    startTransition(async () => {
      try {
        const result = await addCustomField(parsed.data);
        redirectIfSessionExpired(result);
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {});
          return setMessage({ ok: false, text: result.error });
        }
        setFieldName('');
        changeType('text');
        setIsRequired(false);
        setMessage({ ok: true, text: `Field '${parsed.data.fieldName}' added.` });
        router.refresh();
      } catch {
        setMessage({ ok: false, text: 'Failed to add the field' });
      }
    });
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={`Add ${entity} field`}>
      {message && (message.ok ? <SuccessBox>{message.text}</SuccessBox> : <ErrorBox>{message.text}</ErrorBox>)}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={id('field-name')}
          name="fieldName"
          label="Field Name"
          required
          maxLength={FIELD_NAME_MAX}
          value={fieldName}
          onChange={(e) => setFieldName(e.target.value)}
          error={errors.fieldName}
        />
        <SelectField
          id={id('field-type')}
          name="fieldType"
          label="Field Type"
          value={fieldType}
          onChange={(e) => changeType(e.target.value as CustomFieldType)}
          error={errors.fieldType}
        >
          {CUSTOM_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {FIELD_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
      </div>
      {fieldType === 'select' && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Options</legend>
          <div className="flex gap-2">
            <label htmlFor={id('option')} className="sr-only">
              New option
            </label>
            <input
              id={id('option')}
              value={draft}
              maxLength={OPTION_MAX}
              placeholder="Type an option and press Enter"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addOption();
                }
              }}
              aria-describedby={errors.fieldOptions ? id('options-error') : undefined}
              className={inputClass}
            />
            <Button variant="secondary" className="shrink-0 whitespace-nowrap" onClick={addOption}>
              Add Option
            </Button>
          </div>
          {errors.fieldOptions && (
            <p id={id('options-error')} className="text-sm text-red-700">
              {errors.fieldOptions}
            </p>
          )}
          {options.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Options">
              {options.map((option) => (
                <li key={option} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm">
                  {option}
                  <button
                    type="button"
                    onClick={() => setOptions(options.filter((o) => o !== option))}
                    aria-label={`Remove option ${option}`}
                    className="rounded-full px-2 text-slate-700 hover:bg-slate-200"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      <CheckboxField
        id={id('required')}
        name="isRequired"
        label="Required"
        checked={isRequired}
        onChange={(e) => setIsRequired(e.target.checked)}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Adding...' : 'Add Field'}
      </Button>
    </form>
  );
}
