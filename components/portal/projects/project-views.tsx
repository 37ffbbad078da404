import Link from 'next/link';

/** The admin's three views of a project: each a page of its own (docs/decisions/0075). */
const VIEWS = [
  ['', 'Overview'],
  ['/audit-roi', 'Audit & ROI'],
  ['/billing', 'Billing'],
] as const;

export type ProjectView = (typeof VIEWS)[number][0];

/**
 * The project's Overview, Audit & ROI and Billing as a row of tabs made of links: the same
 * three tabs as before, but each a page, so they work before and without JavaScript and a
 * page carries only its own view. The current one is marked for assistive technology.
 */
export function ProjectViews({ projectId, current }: { projectId: string; current: ProjectView }) {
  return (
    <nav aria-label="Project views" className="project-views">
      {VIEWS.map(([path, label]) => (
        <Link
          key={label}
          href={`/admin/projects/${projectId}${path}`}
          aria-current={path === current ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
