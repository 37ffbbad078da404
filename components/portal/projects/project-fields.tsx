import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { KANBAN_STAGES, STAGE_META } from '@/lib/projects/stages';

export type ProjectFieldName =
  'title' | 'stage' | 'projectValue' | 'monthlyFee' | 'progressPercentage' | 'startDate' | 'endDate' | 'description';
export type ProjectFieldBinding = (name: ProjectFieldName) => UseFormRegisterReturn & { error?: string };

/** The project's own fields, shared by Create Project and the edit form; `client` goes after the title. */
export function ProjectFields({
  bind,
  disabled,
  client,
}: {
  bind: ProjectFieldBinding;
  disabled?: boolean;
  client?: ReactNode;
}) {
  const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal', placeholder: '0' } as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField label="Project Title" required autoComplete="off" disabled={disabled} {...bind('title')} />
      {client}
      <SelectField label="Stage" required disabled={disabled} {...bind('stage')}>
        {KANBAN_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {STAGE_META[stage].label}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Progress (%)"
        type="number"
        min={0}
        max={100}
        step={1}
        inputMode="numeric"
        placeholder="0"
        disabled={disabled}
        {...bind('progressPercentage')}
      />
      <InputField label="Project Value ($)" disabled={disabled} {...money} {...bind('projectValue')} />
      <InputField label="Monthly Fee ($)" disabled={disabled} {...money} {...bind('monthlyFee')} />
      <InputField label="Start Date" type="date" disabled={disabled} {...bind('startDate')} />
      <InputField label="End Date" type="date" disabled={disabled} {...bind('endDate')} />
      <TextAreaField
        label="Description"
        className="sm:col-span-2"
        rows={4}
        disabled={disabled}
        {...bind('description')}
      />
    </div>
  );
}
