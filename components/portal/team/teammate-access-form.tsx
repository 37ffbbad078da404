'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { changeTeammateAccess } from '@/lib/companies/actions';
import type { Teammate } from '@/lib/companies/queries';
import { COMPANY_ROLE_HINTS, COMPANY_ROLE_LABELS, COMPANY_ROLES } from '@/lib/companies/roles';
import { teammateAccessSchema } from '@/lib/companies/schema';

const ticked = (value: string) => value === 'true' || value === 'on';

export type AccessOf = Pick<Teammate, 'profileId' | 'companyRole' | 'restricted' | 'projectIds'>;

/**
 * A teammate's role and projects, changed by an owner or staff: the same choices as the
 * invitation, in a native <details> (it opens from the first paint and without JavaScript). A
 * posted form, so it works before hydration; several on one page, so each box gets its own id.
 */
export function TeammateAccessForm({
  organizationId,
  teammate,
  name,
  projects,
}: {
  organizationId: string;
  /** Only what the form reads: each field here is sent to the browser with each person. */
  teammate: AccessOf;
  name: string;
  projects: { id: string; title: string }[];
}) {
  const router = useRouter();
  const form = useActionForm({
    action: changeTeammateAccess,
    schema: teammateAccessSchema,
    defaults: { companyRole: teammate.companyRole, restricted: teammate.restricted ? 'true' : '' },
    onSuccess: () => router.refresh(),
  });
  // Several on one page, so each box gets its own id; React's, shorter than the person's id.
  const prefix = useId();
  const idOf = (box: string) => `${prefix}${box}`;
  const sentProjects = form.sent?.projectIds;
  const checkedProjects = form.sent ? (Array.isArray(sentProjects) ? sentProjects : []) : teammate.projectIds;
  // Open while it has something to say: a posted answer comes back as a new page, where a
  // closed disclosure would hide it.
  return (
    <details open={form.answer ? true : undefined}>
      <summary className="access-summary">
        {`Change ${name}`}
        <span>{` (${COMPANY_ROLE_LABELS[teammate.companyRole]})`}</span>
      </summary>
      <form {...form.props} aria-label={`Role and projects of ${name}`}>
        <input type="hidden" name="organizationId" value={organizationId} />
        <input type="hidden" name="profileId" value={teammate.profileId} />
        {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
        {form.answer?.ok && <SuccessBox>Saved. {name} sees the change on their next page.</SuccessBox>}
        <SelectField id={idOf('role')} label="Role" required {...form.field('companyRole')}>
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {`${COMPANY_ROLE_LABELS[role]}: ${COMPANY_ROLE_HINTS[role]}`}
            </option>
          ))}
        </SelectField>
        {projects.length > 0 && (
          <fieldset>
            <legend>Projects</legend>
            <CheckboxField
              id={idOf('restricted')}
              label="Only the projects ticked below (members); billing sees project work only on ticked projects"
              {...form.form.register('restricted')}
              name="restricted"
              defaultChecked={ticked(form.value('restricted'))}
              error={form.error('restricted')}
            />
            {projects.map((project) => (
              <label key={project.id} className="choice">
                <input
                  type="checkbox"
                  name="projectIds"
                  value={project.id}
                  defaultChecked={checkedProjects.includes(project.id)}
                  className="checkbox"
                />
                {project.title}
              </label>
            ))}
            {form.error('projectIds') && (
              <p role="alert" className="text-sm text-red-700">
                {form.error('projectIds')}
              </p>
            )}
          </fieldset>
        )}
        <Button type="submit" variant="secondary" disabled={form.pending}>
          {form.pending ? 'Saving...' : 'Save Role and Projects'}
        </Button>
      </form>
    </details>
  );
}
