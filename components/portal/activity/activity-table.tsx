import Link from 'next/link';
import { DataTable, EmptyList } from '@/components/ui/data-table';
import { activityLabel } from '@/lib/activity/events';
import { activityHref } from '@/lib/activity/links';
import type { ActivityEntry, ActivityFilter } from '@/lib/activity/queries';
import { activitySummary } from '@/lib/activity/summary';
import { formatDateTime } from '@/lib/format/date';

const COLUMNS = [{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'Client' }, { label: 'Project' }];

/** The admin activity log: each person, client and project links to its own filter. */
export function ActivityTable({ rows, filter }: { rows: ActivityEntry[]; filter: ActivityFilter }) {
  if (rows.length === 0) return <EmptyList>No activity found matching your filters.</EmptyList>;
  const link = (change: Partial<ActivityFilter>, label: string, name: string) => (
    <Link href={activityHref({ ...filter, ...change, page: 1 })} aria-label={name}>
      {label}
    </Link>
  );
  return (
    // `activity-log` (app/components.css) styles the cells and links by their place: fifty rows
    // would otherwise repeat the same class lists.
    <DataTable caption="Activity log, newest first" columns={COLUMNS} className="activity-log">
      <tbody className="divide-y divide-slate-100">
        {rows.map((e) => {
          const who = e.actorName ?? e.actorEmail;
          const summary = activitySummary(e.action, e.details);
          return (
            <tr key={e.id} data-testid="activity-row">
              <td>{formatDateTime(e.createdAt)}</td>
              <td>{e.actorId && who ? link({ person: e.actorId }, who, `Only activity by ${who}`) : 'System'}</td>
              <td>
                <b>{activityLabel(e.action)}</b>
                {summary && <span>{summary}</span>}
              </td>
              <td>
                {e.clientId && e.clientName
                  ? link({ client: e.clientId }, e.clientName, `Only activity about ${e.clientName}`)
                  : ''}
              </td>
              <td>
                {e.projectId && e.projectTitle
                  ? link({ project: e.projectId }, e.projectTitle, `Only activity on ${e.projectTitle}`)
                  : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
