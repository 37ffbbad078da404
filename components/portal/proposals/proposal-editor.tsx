'use client';

import { useEffect, useRef, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { saveProposalDraft } from '@/lib/proposals/actions';
import { OPTION_SLOTS } from '@/lib/proposals/content';
import { proposalDraftSchema, SAVE_FAILED } from '@/lib/proposals/schema';
import { TOOL_PLAN_ACTION_LABELS, TOOL_PLAN_ACTIONS } from '@/lib/proposals/software-plan';

export type EditorTool = { id: string; name: string; monthlyCost: string; action: string };

/** How long typing must pause before the draft saves itself. */
const AUTOSAVE_DELAY_MS = 1500;

/**
 * The team's proposal editor. "Save draft" posts the form (it works without JavaScript);
 * with JavaScript the draft also saves itself a moment after each change.
 */
export function ProposalEditor({
  projectId,
  defaults,
  tools,
}: {
  projectId: string;
  defaults: Record<string, string>;
  tools: EditorTool[];
}) {
  const form = useActionForm({ action: saveProposalDraft, schema: proposalDraftSchema, defaults, failed: SAVE_FAILED });
  const element = useRef<HTMLFormElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [autosaved, setAutosaved] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function scheduleAutosave(target: HTMLFormElement) {
    element.current = target;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const data = new FormData(target);
      // Only a draft the schema accepts is saved; the Save button shows what is wrong.
      const result = await saveProposalDraft(null, data).catch(() => null);
      setAutosaved(
        result?.ok ? `Draft saved automatically at ${new Date(result.savedAt).toLocaleTimeString()}.` : null,
      );
    }, AUTOSAVE_DELAY_MS);
  }

  const saved = form.answer?.ok ? form.answer.message : null;
  return (
    <form {...form.props} onChange={(event) => scheduleAutosave(event.currentTarget)} className="space-y-4">
      <input type="hidden" name="projectId" value={projectId} />
      <InputField label="Title" maxLength={200} {...form.field('title')} />
      <TextAreaField label="Scope" rows={5} {...form.field('scope')} />
      <TextAreaField label="Deliverables" rows={4} {...form.field('deliverables')} />
      <TextAreaField label="Timeline" rows={3} {...form.field('timeline')} />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">Options (one to three)</legend>
        <div className="grid gap-4 lg:grid-cols-3">
          {OPTION_SLOTS.map((slot) => (
            <div key={slot} className="space-y-2 rounded-md border border-slate-200 p-3">
              <InputField label={`Option ${slot} name`} maxLength={100} {...form.field(`option${slot}Name`)} />
              <InputField
                label={`Option ${slot} project value (USD)`}
                inputMode="decimal"
                {...form.field(`option${slot}Value`)}
              />
              <InputField
                label={`Option ${slot} monthly fee (USD)`}
                inputMode="decimal"
                {...form.field(`option${slot}Fee`)}
              />
              <TextAreaField
                label={`Option ${slot} description`}
                rows={3}
                {...form.field(`option${slot}Description`)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {tools.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-slate-900">Software plan (from the audit)</legend>
          <p className="text-sm text-slate-600">
            Tools consolidated or replaced count as the saving, less each option’s monthly fee.
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {tools.map((tool) => (
              <SelectField
                key={tool.id}
                id={`tool-${tool.id}`}
                label={`${tool.name} (${tool.monthlyCost}/month)`}
                name={`tools[${tool.id}]`}
                defaultValue={form.sent?.[`tools[${tool.id}]`] ?? tool.action}
              >
                <option value="">Not in the plan</option>
                {TOOL_PLAN_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {TOOL_PLAN_ACTION_LABELS[action]}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        </fieldset>
      )}
      <TextAreaField label="Terms" rows={5} {...form.field('terms')} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={form.pending}>
          Save draft
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {saved ?? autosaved ?? ''}
        </p>
      </div>
    </form>
  );
}
