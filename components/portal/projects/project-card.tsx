import { clsx } from 'clsx';
import Link from 'next/link';
import { ProgressBar } from '@/components/ui/progress-bar';
import { projectsCopy } from '@/content/client-portal';
import type { PortalProject } from '@/lib/client-portal/queries';
import { formatDate } from '@/lib/format/date';
import { STAGE_META } from '@/lib/projects/stages';
import { projectProgress } from '@/lib/tasks/progress';

/** One of the client's projects with its status, progress, due date and description; the title opens it. */
export function ProjectCard({ project }: { project: PortalProject }) {
  const stage = STAGE_META[project.stage];
  const headingId = `project-${project.id}`;
  return (
    <article aria-labelledby={headingId} className="h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          <Link href={`/projects/${project.id}`} className="hover:underline">
            {project.title}
          </Link>
        </h2>
        <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', stage.badge)}>
          {stage.label}
        </span>
      </header>
      <div className="mt-4">
        <p className="mb-1 text-sm text-slate-600">Progress</p>
        <ProgressBar value={projectProgress(project).percent} label={`${project.title} progress`} />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {project.endDate ? (
          <>
            Due <time dateTime={project.endDate}>{formatDate(project.endDate)}</time>
          </>
        ) : (
          projectsCopy.noDueDate
        )}
      </p>
      {project.description && <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{project.description}</p>}
      {Boolean(project.unreadMessages) && (
        <p className="mt-3 text-sm">
          <Link href={`/projects/${project.id}#messages`} className="font-semibold text-brand-700 underline">
            {project.unreadMessages} unread {project.unreadMessages === 1 ? 'message' : 'messages'}
            <span className="sr-only"> on {project.title}</span>
          </Link>
        </p>
      )}
    </article>
  );
}
