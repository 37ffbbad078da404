import { DataTable, EmptyList } from '@/components/ui/data-table';
import { activityLabel } from '@/lib/activity/events';
import type { ActivityEntry, ActivityFilter } from '@/lib/activity/queries';
import { activitySummary } from '@/lib/activity/summary';
import { formatDateTime } from '@/lib/format/date';
import { ActivityRows, type ActivityLine, type ActivityName } from './activity-rows';

const COLUMNS = [{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'Client' }, { label: 'Project' }];

/** Names listed once, each entry pointing at its position. */
function nameList() {
  const list: ActivityName[] = [];
  const positions = new Map<string, number>();
  return {
    list,
    at(id: string | null, name: string | null): number | null {
      if (!id || !name) return null;
      let position = positions.get(id);
      if (position === undefined) {
        position = list.push([id, name]) - 1;
        positions.set(id, position);
      }
      return position;
    },
  };
}

/** The admin activity log: each person, client and project links to its own filter. */
export function ActivityTable({ rows, filter }: { rows: ActivityEntry[]; filter: ActivityFilter }) {
  if (rows.length === 0) return <EmptyList>No activity found matching your filters.</EmptyList>;
  const people = nameList();
  const clients = nameList();
  const projects = nameList();
  const lines = rows.map((e): ActivityLine => [
    formatDateTime(e.createdAt),
    people.at(e.actorId, e.actorName ?? e.actorEmail),
    activityLabel(e.action),
    activitySummary(e.action, e.details),
    clients.at(e.clientId, e.clientName),
    projects.at(e.projectId, e.projectTitle),
  ]);
  return (
    // `activity-log` (app/components.css) styles the cells and links by their place: fifty rows
    // would otherwise repeat the same class lists.
    <DataTable caption="Activity log, newest first" columns={COLUMNS} className="activity-log">
      <ActivityRows
        lines={lines}
        people={people.list}
        clients={clients.list}
        projects={projects.list}
        filter={filter}
      />
    </DataTable>
  );
}
