'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { createProposalTemplate, deleteProposalTemplate } from '@/lib/proposals/actions';
import { createTemplateSchema, deleteTemplateSchema } from '@/lib/proposals/schema';
import { TEMPLATE_KIND_LABELS, TEMPLATE_KINDS, type TemplateKind } from '@/lib/proposals/templates';

export type TemplateRow = { id: string; kind: TemplateKind; title: string; body: string };

function DeleteTemplateForm({ template }: { template: TemplateRow }) {
  const form = useActionForm({ action: deleteProposalTemplate, schema: deleteTemplateSchema });
  return (
    <form {...form.props}>
      <input type="hidden" name="id" value={template.id} />
      <Button type="submit" variant="secondary" disabled={form.pending}>
        Delete<span className="sr-only"> the template {template.title}</span>
      </Button>
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
    </form>
  );
}

/** Reusable proposal text (terms, scope blocks): a new proposal starts from the first of each kind. */
export function ProposalTemplates({ templates }: { templates: TemplateRow[] }) {
  const form = useActionForm({
    action: createProposalTemplate,
    schema: createTemplateSchema,
    defaults: { kind: 'terms' },
    onSuccess: (_result, element) => element?.reset(),
  });
  return (
    <section aria-labelledby="templates-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="templates-heading" className="text-lg font-semibold text-slate-900">
        Proposal templates
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Terms and scope blocks the team reuses. A new proposal starts from the first template of each kind.
      </p>
      {templates.length > 0 && (
        <ul className="mt-4 space-y-3">
          {templates.map((template) => (
            <li
              key={template.id}
              className="flex items-start justify-between gap-4 rounded-md border border-slate-200 p-3"
            >
              <div>
                <p className="font-medium text-slate-900">
                  {TEMPLATE_KIND_LABELS[template.kind]}: {template.title}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{template.body}</p>
              </div>
              <DeleteTemplateForm template={template} />
            </li>
          ))}
        </ul>
      )}
      <form {...form.props} className="mt-4 space-y-3">
        <SelectField id="template-kind" label="Kind" {...form.field('kind')}>
          {TEMPLATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {TEMPLATE_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <InputField id="template-title" label="Template title" maxLength={200} {...form.field('title')} />
        <TextAreaField id="template-body" label="Template text" rows={5} {...form.field('body')} />
        {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
        <Button type="submit" disabled={form.pending}>
          Add template
        </Button>
        <p role="status" className="text-sm text-green-800">
          {form.answer?.ok ? form.answer.message : ''}
        </p>
      </form>
    </section>
  );
}
