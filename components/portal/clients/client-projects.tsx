import Link from 'next/link';
import { clsx } from 'clsx';
import { Card } from '@/components/ui/card';
import type { ClientProject } from '@/lib/clients/queries';
import { formatMoney } from '@/lib/format/money';
import { STAGE_META } from '@/lib/projects/stages';

/** The client's projects, each linking to its page; or 'No projects yet'. */
export function ClientProjects({ projects }: { projects: ClientProject[] }) {
  return (
    <Card>
      <section aria-labelledby="client-projects">
        <h2 id="client-projects" className="mb-4 text-lg font-semibold text-slate-900">
          Projects
        </h2>
        {projects.length === 0 ? (
          <p className="text-slate-600">No projects yet</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {projects.map((project) => (
              <li key={project.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <Link href={`/admin/projects/${project.id}`} className="font-medium text-brand-700 hover:underline">
                    {project.title}
                  </Link>
                  <div className="mt-1">
                    <span
                      className={clsx(
                        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        STAGE_META[project.stage].badge,
                      )}
                    >
                      {STAGE_META[project.stage].label}
                    </span>
                  </div>
                </div>
                <div className="text-right text-sm text-slate-700">
                  <div>{formatMoney(project.projectValue)}</div>
                  <div>{formatMoney(project.monthlyFee)}/mo</div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
