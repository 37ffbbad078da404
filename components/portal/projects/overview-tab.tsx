import type { ReactNode } from 'react';
import { CustomFieldsView } from '@/components/portal/custom-fields/custom-fields-view';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { ProjectDetail } from '@/lib/projects/queries';
import { ProgressBar } from '@/components/ui/progress-bar';
import { projectProgress } from '@/lib/tasks/progress';
import { StageBadge } from './stage-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The project's overview: status, value, fee, progress, description, read-only custom fields. */
export function OverviewTab({ project, fields }: { project: ProjectDetail; fields: FieldDefinition[] }) {
  return (
    <div className="space-y-8">
      <dl className="detail-list grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Status">
          <StageBadge stage={project.stage} />
        </Detail>
        <Detail label="Project Value">{formatMoney(project.projectValue)}</Detail>
        <Detail label="Monthly Fee">{formatMoney(project.monthlyFee)}/mo</Detail>
        <Detail label="Progress">
          <ProgressBar value={projectProgress(project).percent} label="Project progress" caption="complete" />
        </Detail>
        <Detail label="Start Date">{formatDate(project.startDate) || '-'}</Detail>
        <Detail label="End Date">{formatDate(project.endDate) || '-'}</Detail>
      </dl>
      <section aria-labelledby="project-description">
        <h3 id="project-description" className="font-semibold text-slate-900">
          Description
        </h3>
        <p className="mt-2 whitespace-pre-line text-slate-800">{project.description || 'No description yet.'}</p>
      </section>
      {fields.length > 0 && (
        <section aria-labelledby="project-custom-fields">
          <h3 id="project-custom-fields" className="mb-3 font-semibold text-slate-900">
            Custom Fields
          </h3>
          <CustomFieldsView fields={fields} values={project.customFields} />
        </section>
      )}
    </div>
  );
}
