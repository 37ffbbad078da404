import { clsx } from 'clsx';
import Link from 'next/link';
import { DataTable, EmptyList } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format/date';
import { isLate, TASK_STATUS_BADGES, TASK_STATUS_LABELS } from '@/lib/tasks/status';
import type { WeekTask } from '@/lib/tasks/week-queries';

/** The week's open tasks: task and milestone, project, assignee, due date and status. */
export function WeekTable({ rows, today }: { rows: WeekTask[]; today: string }) {
  if (rows.length === 0) return <EmptyList>No open tasks match these filters.</EmptyList>;
  return (
    <DataTable
      caption="Open tasks"
      columns={[{ label: 'Task' }, { label: 'Project' }, { label: 'Assignee' }, { label: 'Due' }, { label: 'Status' }]}
    >
      <tbody>
        {rows.map((task) => (
          <tr key={task.id} data-testid="week-task">
            <td>
              <span className="font-medium text-slate-900">{task.title}</span>
              {!task.clientVisible && <span className="ml-2 text-xs text-slate-600">(internal)</span>}
              <div className="text-slate-600">{task.milestoneTitle}</div>
            </td>
            <td>
              <Link href={`/admin/projects/${task.projectId}/plan`} className="text-brand-700 hover:underline">
                {task.projectTitle}
              </Link>
            </td>
            <td className="text-slate-800">
              {task.assigneeName ?? 'Nobody yet'}
              {task.assigneeIsClient && ' (client)'}
            </td>
            <td className={isLate(task, today) ? 'font-semibold text-red-800' : 'text-slate-700'}>
              {task.dueDate ? formatDate(task.dueDate) : '-'}
              {isLate(task, today) && ' (late)'}
            </td>
            <td>
              <span className={clsx('pill', TASK_STATUS_BADGES[task.status])}>{TASK_STATUS_LABELS[task.status]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
