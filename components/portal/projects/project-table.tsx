import type { ProjectRow } from '@/lib/projects/queries';
import { DataTable, EmptyList } from '@/components/ui/data-table';
import { ProjectRows } from './project-rows';

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
      <ProjectRows rows={rows} />
    </DataTable>
  );
}
