import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { ProjectRow } from '@/lib/projects/queries';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StageBadge } from './stage-badge';

export const NO_PROJECTS = 'No projects found matching your filters';

/** Spec §2.14: title, client, due date, stage, value and progress of each project. */
export function ProjectTable({ rows }: { rows: ProjectRow[] }) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">{NO_PROJECTS}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Projects</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Project
            </th>
            <th scope="col" className="px-4 py-3">
              Client
            </th>
            <th scope="col" className="px-4 py-3">
              Stage
            </th>
            <th scope="col" className="px-4 py-3">
              Value
            </th>
            <th scope="col" className="px-4 py-3">
              Progress
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((project) => (
            <tr key={project.id} data-testid="project-row">
              <td className="px-4 py-3">
                <Link href={`/admin/projects/${project.id}`} className="font-medium text-brand-700 hover:underline">
                  {project.title}
                </Link>
                <div className="text-slate-600">
                  {project.endDate ? `Due: ${formatDate(project.endDate)}` : 'Due: not set'}
                </div>
              </td>
              <td className="px-4 py-3">
                <Link href={`/admin/clients/${project.clientId}`} className="text-slate-800 hover:underline">
                  {project.clientName}
                </Link>
              </td>
              <td className="px-4 py-3">
                <StageBadge stage={project.stage} />
              </td>
              <td className="px-4 py-3 text-slate-700">{formatMoney(project.projectValue)}</td>
              <td className="px-4 py-3">
                <ProgressBar
                  value={project.progressPercentage}
                  label={`Progress of ${project.title}`}
                  caption="complete"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
