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
    <Link href={activityHref({ ...filter, ...change, page: 1 })} className="text-brand-700 underline" aria-label={name}>
      {label}
    </Link>
  );
  return (
    <DataTable caption="Activity log, newest first" columns={COLUMNS}>
      <tbody className="divide-y divide-slate-100">
        {rows.map((e) => {
          const who = e.actorName ?? e.actorEmail;
          return (
            <tr key={e.id} data-testid="activity-row">
              <td className="whitespace-nowrap text-slate-700">{formatDateTime(e.createdAt)}</td>
              <td>{e.actorId && who ? link({ person: e.actorId }, who, `Only activity by ${who}`) : 'System'}</td>
              <td>
                <span className="font-medium text-slate-900">{activityLabel(e.action)}</span>
                <span className="block text-slate-600">{activitySummary(e.action, e.details)}</span>
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
