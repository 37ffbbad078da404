'use client';

import { CheckboxField, InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { CHECKED_CUSTOM_FIELDS, customFieldInputName } from '@/lib/custom-fields/posted';
import type { CustomFieldValue, CustomFieldValues, FieldDefinition } from '@/lib/custom-fields/schema';

type Props = {
  fields: FieldDefinition[];
  values: CustomFieldValues;
  onChange: (name: string, value: CustomFieldValue) => void;
  errors?: Record<string, string>;
  disabled?: boolean;
};

const text = (value: CustomFieldValue | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * Spec §2.19, edit mode: one control per definition (text, number, date, select, textarea,
 * checkbox); required fields carry an asterisk. Values are a map from field name to value,
 * a checkbox being a boolean and a number a number (or null when blank).
 */
export function CustomFieldsEditor({ fields, values, onChange, errors = {}, disabled }: Props) {
  if (fields.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field, index) => {
        const common = {
          id: `custom-field-${index}`,
          // What the browser posts before hydration (lib/custom-fields/posted.ts).
          name: customFieldInputName(field.fieldName),
          label: field.fieldName,
          required: field.isRequired && field.fieldType !== 'checkbox',
          error: errors[field.fieldName],
          disabled,
        };
        const value = values[field.fieldName];
        switch (field.fieldType) {
          case 'checkbox':
            return (
              <CheckboxField
                key={field.id}
                {...common}
                name={CHECKED_CUSTOM_FIELDS}
                value={field.fieldName}
                required={field.isRequired}
                checked={value === true}
                onChange={(e) => onChange(field.fieldName, e.target.checked)}
                className="self-end"
              />
            );
          case 'select':
            return (
              <SelectField
                key={field.id}
                {...common}
                value={text(value)}
                onChange={(e) => onChange(field.fieldName, e.target.value || null)}
              >
                <option value="">Select an option</option>
                {(field.fieldOptions ?? []).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </SelectField>
            );
          case 'textarea':
            return (
              <TextAreaField
                key={field.id}
                {...common}
                className="sm:col-span-2"
                value={text(value)}
                onChange={(e) => onChange(field.fieldName, e.target.value)}
              />
            );
          case 'number':
            return (
              <InputField
                key={field.id}
                {...common}
                type="number"
                step="any"
                inputMode="decimal"
                value={text(value)}
                onChange={(e) => onChange(field.fieldName, e.target.value === '' ? null : e.target.valueAsNumber)}
              />
            );
          case 'date':
          case 'text':
            return (
              <InputField
                key={field.id}
                {...common}
                type={field.fieldType}
                value={text(value)}
                onChange={(e) => onChange(field.fieldName, e.target.value)}
              />
            );
        }
      })}
    </div>
  );
}
