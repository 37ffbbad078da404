import { displayCustomValue, type CustomFieldValues, type FieldDefinition } from '@/lib/custom-fields/schema';

/** Read-only mode: each field's value or '-', a checkbox as Yes/No. */
export function CustomFieldsView({ fields, values }: { fields: FieldDefinition[]; values: CustomFieldValues }) {
  if (fields.length === 0) return null;
  return (
    <dl className="detail-list grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.id}>
          <dt>
            {field.fieldName}
            {field.isRequired && (
              <span className="text-red-700" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </dt>
          <dd>{displayCustomValue(field, values[field.fieldName])}</dd>
        </div>
      ))}
    </dl>
  );
}
