import { CheckboxField, InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { CUSTOM_CHECKBOX_VALUE, customFieldInputName, customFieldText } from '@/lib/custom-fields/posted';
import { CUSTOM_FIELD_ERROR_PREFIX, type CustomFieldValues, type FieldDefinition } from '@/lib/custom-fields/schema';

type Props = {
  fields: FieldDefinition[];
  /** The stored values (an edit form), or none (a create form). */
  values?: CustomFieldValues;
  /** The text of a refused post, by box name: the boxes show it instead of the stored values. */
  sent?: Record<string, string> | null;
  /** The form's messages, by key (`customFields.<field name>`). */
  error?: (key: string) => string | undefined;
  disabled?: boolean;
};

/**
 * Edit mode: one control per definition (text, number, date, select, textarea,
 * checkbox); required fields carry an asterisk. Ordinary named boxes of the form around them
 * (`customFields[<name>]`), so they post with it and the action's schema reads them.
 */
export function CustomFieldsEditor({ fields, values = {}, sent, error, disabled }: Props) {
  if (fields.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field, index) => {
        const name = customFieldInputName(field.fieldName);
        const text = sent ? (sent[name] ?? '') : customFieldText(values[field.fieldName]);
        const common = {
          id: `custom-field-${index}`,
          name,
          label: field.fieldName,
          required: field.isRequired && field.fieldType !== 'checkbox',
          error: error?.(`${CUSTOM_FIELD_ERROR_PREFIX}${field.fieldName}`),
          disabled,
        };
        switch (field.fieldType) {
          case 'checkbox':
            return (
              <CheckboxField
                key={field.id}
                {...common}
                value={CUSTOM_CHECKBOX_VALUE}
                required={field.isRequired}
                defaultChecked={sent ? text === CUSTOM_CHECKBOX_VALUE : values[field.fieldName] === true}
                className="self-end"
              />
            );
          case 'select':
            return (
              <SelectField key={field.id} {...common} defaultValue={text}>
                <option value="">Select an option</option>
                {(field.fieldOptions ?? []).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </SelectField>
            );
          case 'textarea':
            return <TextAreaField key={field.id} {...common} className="sm:col-span-2" defaultValue={text} />;
          case 'number':
            return (
              <InputField key={field.id} {...common} type="number" step="any" inputMode="decimal" defaultValue={text} />
            );
          case 'date':
          case 'text':
            return <InputField key={field.id} {...common} type={field.fieldType} defaultValue={text} />;
        }
      })}
    </div>
  );
}
