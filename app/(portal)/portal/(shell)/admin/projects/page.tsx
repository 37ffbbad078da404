import type { Metadata } from 'next';
import { ListFilters } from '@/components/portal/list-filters';
import { PageHeader } from '@/components/portal/page-header';
import { ClientFilter } from '@/components/portal/projects/client-picker';
import { ProjectTable } from '@/components/portal/projects/project-table';
import { StatCard } from '@/components/portal/stat-card';
import { ButtonLink } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { requireRole } from '@/lib/auth/require-role';
import { listHref, PAGE_SIZE, pageCount, type SearchParams } from '@/lib/lists/params';
import { clientOption, listProjects, stageCounts } from '@/lib/projects/queries';
import { parseProjectListParams } from '@/lib/projects/schema';
import { KANBAN_STAGES, STAGE_META, type KanbanStage } from '@/lib/projects/stages';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Project Management' };

// The list shows only these four stage cards.
const STAT_STAGES: KanbanStage[] = ['discovery_audit', 'in_development', 'client_review', 'completed'];

const STAGE_OPTIONS = [
  { value: 'all', label: 'All Stages' },
  ...KANBAN_STAGES.map((stage) => ({ value: stage, label: STAGE_META[stage].label })),
];

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { claims } = await requireRole('admin');
  const params = parseProjectListParams(await searchParams);
  const [counts, list, client] = await pageTransaction(claims, (tx) =>
    Promise.all([
      stageCounts(tx),
      listProjects(tx, params, claims.sub),
      params.client ? clientOption(tx, params.client) : null,
    ]),
  );

  return (
    <>
      <PageHeader
        title="Project Management"
        description="Every project across all clients."
        actions={<ButtonLink href="/admin/projects/new">Create New Project</ButtonLink>}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STAT_STAGES.map((stage) => (
          <StatCard key={stage} label={STAGE_META[stage].label} value={counts[stage]} />
        ))}
      </div>
      <section aria-labelledby="all-projects" className="mt-8 space-y-4">
        <h2 id="all-projects" className="text-lg font-semibold text-slate-900">
          All Projects
        </h2>
        <ListFilters
          key={`${params.stage}|${params.client}`}
          action="/admin/projects"
          filters={[{ name: 'stage', label: 'Stage', value: params.stage, options: STAGE_OPTIONS }]}
        >
          <ClientFilter selected={client} />
        </ListFilters>
        <ProjectTable rows={list.rows} />
        <Pagination
          label="Project pages"
          page={params.page}
          pageCount={pageCount(list.total)}
          total={list.total}
          pageSize={PAGE_SIZE}
          hrefFor={(page) =>
            listHref('/admin/projects', { stage: params.stage, client: params.client ?? undefined, page })
          }
        />
      </section>
    </>
  );
}
