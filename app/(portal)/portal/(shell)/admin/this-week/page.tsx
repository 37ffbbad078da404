import type { Metadata } from 'next';
import { WeekTable } from '@/components/portal/plan/week-table';
import { ListFilters } from '@/components/portal/list-filters';
import { PageHeader } from '@/components/portal/page-header';
import { Pagination } from '@/components/ui/pagination';
import { requireRole } from '@/lib/auth/require-role';
import { todayIso } from '@/lib/billing/dates';
import { listHref, PAGE_SIZE, pageCount, type SearchParams } from '@/lib/lists/params';
import {
  parseWeekParams,
  WEEK_ASSIGNEE_LABELS,
  WEEK_ASSIGNEES,
  WEEK_VIEW_LABELS,
  WEEK_VIEWS,
  weekEnd,
} from '@/lib/tasks/week';
import { listWeekTasks, WEEK_COUNT_CAP } from '@/lib/tasks/week-queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'This Week' };

const VIEW_OPTIONS = WEEK_VIEWS.map((value) => ({ value, label: WEEK_VIEW_LABELS[value] }));
const ASSIGNEE_OPTIONS = WEEK_ASSIGNEES.map((value) => ({ value, label: WEEK_ASSIGNEE_LABELS[value] }));

/** The team's week across every project's plan: due, overdue, blocked and waiting on clients. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { claims } = await requireRole('admin');
  const params = parseWeekParams(await searchParams);
  const today = todayIso();
  const list = await pageTransaction(claims, (tx) => listWeekTasks(tx, params, today));
  return (
    <>
      <PageHeader
        title="This Week"
        description={`Open tasks across projects due by ${weekEnd(today)}, overdue, blocked or waiting on a client.`}
      />
      <section aria-labelledby="week-tasks" className="space-y-4">
        <h2 id="week-tasks" className="text-lg font-semibold text-slate-900">
          Tasks
        </h2>
        <ListFilters
          key={`${params.view}|${params.assignee}`}
          action="/admin/this-week"
          filters={[
            { name: 'view', label: 'Show', value: params.view, options: VIEW_OPTIONS },
            { name: 'assignee', label: 'Assignee', value: params.assignee, options: ASSIGNEE_OPTIONS },
          ]}
        />
        {list.total >= WEEK_COUNT_CAP && (
          <p className="text-sm text-slate-700">
            At least {WEEK_COUNT_CAP.toLocaleString('en-US')} tasks match; the count stops there. Narrow the filters to
            see fewer.
          </p>
        )}
        <WeekTable rows={list.rows} today={today} />
        <Pagination
          label="Task pages"
          page={params.page}
          pageCount={pageCount(list.total)}
          total={list.total}
          pageSize={PAGE_SIZE}
          hrefFor={(page) => listHref('/admin/this-week', { view: params.view, assignee: params.assignee, page })}
        />
      </section>
    </>
  );
}
