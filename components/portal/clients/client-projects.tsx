import Link from 'next/link';
import { Card } from '@/components/ui/card';
import type { ClientProject } from '@/lib/clients/queries';
import { formatMoney } from '@/lib/format/money';
import { StageBadge } from '@/components/portal/projects/stage-badge';

/**
 * The client's projects, each linking to its page; or 'No projects yet'. Each line is styled by
 * its place (`client-projects` in app/components.css), not by classes repeated per project.
 */
export function ClientProjects({ projects }: { projects: ClientProject[] }) {
  return (
    <Card>
      <section aria-labelledby="client-projects">
        <h2 id="client-projects" className="section-title">
          Projects
        </h2>
        {projects.length === 0 ? (
          <p className="text-slate-600">No projects yet</p>
        ) : (
          <ul className="client-projects">
            {projects.map((project) => (
              <li key={project.id}>
                <div>
                  <Link href={`/admin/projects/${project.id}`}>{project.title}</Link>
                  <StageBadge stage={project.stage} />
                </div>
                <p>
                  {formatMoney(project.projectValue)}
                  <br />
                  {formatMoney(project.monthlyFee)}/mo
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
