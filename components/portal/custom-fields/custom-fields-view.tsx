import { displayCustomValue, type CustomFieldValues, type FieldDefinition } from '@/lib/custom-fields/schema';

/** Read-only mode: each field's value or '-', a checkbox as Yes/No. */
export function CustomFieldsView({ fields, values }: { fields: FieldDefinition[]; values: CustomFieldValues }) {
  if (fields.length === 0) return null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.id}>
          <dt className="text-sm font-medium text-slate-600">
            {field.fieldName}
            {field.isRequired && (
              <span className="text-red-700" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </dt>
          <dd className="mt-1 whitespace-pre-line text-slate-900">
            {displayCustomValue(field, values[field.fieldName])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
