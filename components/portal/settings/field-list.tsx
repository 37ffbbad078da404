'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteCustomField } from '@/lib/custom-fields/actions';
import { FIELD_TYPE_LABELS, type CustomFieldEntity, type FieldDefinition } from '@/lib/custom-fields/schema';

export const DELETE_FIELD_CONFIRMATION = 'Are you sure you want to delete this field? This action cannot be undone.';

function summary(field: FieldDefinition): string {
  const parts = [FIELD_TYPE_LABELS[field.fieldType]];
  if (field.isRequired) parts.push('Required');
  if (field.fieldType === 'select') {
    const count = field.fieldOptions?.length ?? 0;
    parts.push(`${count} ${count === 1 ? 'option' : 'options'}`);
  }
  return parts.join(' • ');
}

/** The existing fields with type, '• Required' and option count, each deletable. */
export function FieldList({ entity, fields }: { entity: CustomFieldEntity; fields: FieldDefinition[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  if (fields.length === 0) {
    return <p className="text-slate-600">No custom fields defined for {entity}s yet</p>;
  }

  const remove = (field: FieldDefinition) =>
    startTransition(async () => {
      setError(null);
      try {
        const result = await deleteCustomField({ id: field.id });
        redirectIfSessionExpired(result);
        if (!result.ok) setError(result.error);
        router.refresh();
      } catch {
        setError('Failed to delete the field');
      }
    });

  return (
    <>
      {error && <ErrorBox className="mb-3">{error}</ErrorBox>}
      <ul className="divide-y divide-slate-100" aria-label={`${entity} fields`} aria-busy={pending}>
        {fields.map((field) => (
          <li key={field.id} className="flex items-center justify-between gap-4 py-3" data-testid="field-row">
            <div>
              <p className="font-medium text-slate-900">{field.fieldName}</p>
              <p className="text-sm text-slate-600">{summary(field)}</p>
            </div>
            <ConfirmDialog
              title="Delete field"
              message={DELETE_FIELD_CONFIRMATION}
              confirmLabel="Delete"
              onConfirm={() => remove(field)}
              trigger={
                <Button variant="ghost" aria-label={`Delete field ${field.fieldName}`}>
                  Delete
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
