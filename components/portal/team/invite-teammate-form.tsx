'use client';

import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, InputField, SelectField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { inviteTeammate } from '@/lib/companies/actions';
import { COMPANY_ROLE_HINTS, COMPANY_ROLE_LABELS, COMPANY_ROLES } from '@/lib/companies/roles';
import { inviteTeammateSchema } from '@/lib/companies/schema';

type Props = {
  organizationId: string;
  /** The company's projects, for a teammate who should see only some of them. */
  projects: { id: string; title: string }[];
  formKey: string;
};

/**
 * 'Invite a Teammate': name, email and role, optionally limited to some projects. The new
 * person gets the same invitation link as every client; the form empties for the next one.
 */
export function InviteTeammateForm({ organizationId, projects, formKey }: Props) {
  const form = useActionForm({
    action: inviteTeammate,
    schema: inviteTeammateSchema,
    defaults: { organizationId, companyRole: 'member' },
    onSuccess: (_result, element) => element?.reset(),
  });
  const sentProjects = form.sent?.projectIds;
  return (
    <form {...form.props} className="space-y-4" aria-label="Invite a teammate">
      <IdempotencyKeyInput form={form} formKey={formKey} />
      <input type="hidden" name="organizationId" value={organizationId} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {form.answer?.ok && (
        <SuccessBox>
          Invitation created.
          {form.answer.invitation && (
            <>
              {' '}
              Their link:{' '}
              <span className="break-all" data-testid="teammate-invitation-link">
                {form.answer.invitation.link}
              </span>
            </>
          )}
        </SuccessBox>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Full Name" required autoComplete="off" {...form.field('fullName')} />
        <InputField label="Email" type="email" required autoComplete="off" {...form.field('email')} />
      </div>
      <SelectField label="Role" required {...form.field('companyRole')}>
        {COMPANY_ROLES.map((role) => (
          <option key={role} value={role}>
            {`${COMPANY_ROLE_LABELS[role]}: ${COMPANY_ROLE_HINTS[role]}`}
          </option>
        ))}
      </SelectField>
      {projects.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Projects</legend>
          <CheckboxField
            label="Only the projects ticked below (members); billing sees project work only on ticked projects"
            {...form.form.register('restricted')}
            name="restricted"
            defaultChecked={form.value('restricted') === 'true' || form.value('restricted') === 'on'}
            error={form.error('restricted')}
          />
          {projects.map((project) => (
            <label key={project.id} className="choice">
              <input
                type="checkbox"
                name="projectIds"
                value={project.id}
                defaultChecked={Array.isArray(sentProjects) && sentProjects.includes(project.id)}
                className="checkbox"
              />
              {project.title}
            </label>
          ))}
        </fieldset>
      )}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Inviting...' : 'Invite Teammate'}
      </Button>
    </form>
  );
}
