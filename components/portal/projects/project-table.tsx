import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { ProjectRow } from '@/lib/projects/queries';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StageBadge } from './stage-badge';
import { DataTable, EmptyList } from '@/components/ui/data-table';

export const NO_PROJECTS = 'No projects found matching your filters';

/** Title, client, due date, stage, value and progress of each project. */
export function ProjectTable({ rows }: { rows: ProjectRow[] }) {
  if (rows.length === 0) {
    return <EmptyList>{NO_PROJECTS}</EmptyList>;
  }
  return (
    <DataTable
      caption="Projects"
      columns={[
        { label: 'Project' },
        { label: 'Client' },
        { label: 'Stage' },
        { label: 'Value' },
        { label: 'Progress' },
      ]}
    >
      <tbody className="divide-y divide-slate-100">
        {rows.map((project) => (
          <tr key={project.id} data-testid="project-row">
            <td>
              <Link href={`/admin/projects/${project.id}`} className="font-medium text-brand-700 hover:underline">
                {project.title}
              </Link>
              {project.unreadMessages > 0 && (
                <Link
                  href={`/admin/projects/${project.id}#messages`}
                  data-testid="unread-messages"
                  className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
                >
                  {project.unreadMessages}
                  <span className="sr-only">
                    {' '}
                    unread {project.unreadMessages === 1 ? 'message' : 'messages'} on {project.title}
                  </span>
                </Link>
              )}
              <div className="text-slate-600">
                {project.endDate ? `Due: ${formatDate(project.endDate)}` : 'Due: not set'}
              </div>
            </td>
            <td>
              <Link href={`/admin/clients/${project.clientId}`} className="text-slate-800 hover:underline">
                {project.clientName}
              </Link>
            </td>
            <td>
              <StageBadge stage={project.stage} />
            </td>
            <td className="text-slate-700">{formatMoney(project.projectValue)}</td>
            <td>
              <ProgressBar
                value={project.progressPercentage}
                label={`Progress of ${project.title}`}
                caption="complete"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
