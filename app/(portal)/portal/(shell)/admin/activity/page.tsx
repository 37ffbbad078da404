import type { Metadata } from 'next';
import Link from 'next/link';
import { ActivityTable } from '@/components/portal/activity/activity-table';
import { ActivityTypeFilter } from '@/components/portal/activity/activity-type-filter';
import { ListFilters } from '@/components/portal/list-filters';
import { PageHeader } from '@/components/portal/page-header';
import { buttonClass } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { activityHref } from '@/lib/activity/links';
import {
  ACTIVITY_CSV_MAX,
  ACTIVITY_PER_PAGE,
  filterNames,
  listActivity,
  parseActivityFilter,
} from '@/lib/activity/queries';
import { requireRole } from '@/lib/auth/require-role';
import type { SearchParams } from '@/lib/lists/params';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Activity Log' };

/** Who did what and when, filtered by person, client, project and type. */
export default async function ActivityLogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { claims } = await requireRole('admin');
  const filter = parseActivityFilter(await searchParams);
  const { rows, total, names } = await pageTransaction(claims, async (tx) => ({
    ...(await listActivity(tx, filter)),
    names: await filterNames(tx, filter),
  }));
  const active = (
    [
      ['person', 'Person', names.person],
      ['client', 'Client', names.client],
      ['project', 'Project', names.project],
    ] as const
  ).filter(([key]) => filter[key]);

  return (
    <>
      <PageHeader
        title="Activity Log"
        description="Who did what and when: sign-ins, accounts, projects, files, invoices and settings. Newest first."
        actions={
          <a href={activityHref(filter, '/admin/activity/activity.csv')} className={buttonClass('secondary')} download>
            Download CSV
          </a>
        }
      />
      <div className="mb-4 space-y-3">
        <ListFilters action="/admin/activity">
          <ActivityTypeFilter value={filter.type} />
          {active.map(([key]) => (
            <input key={key} type="hidden" name={key} value={filter[key] ?? ''} />
          ))}
        </ListFilters>
        {active.length > 0 && (
          <ul aria-label="Active filters" className="flex flex-wrap gap-2 text-sm">
            {active.map(([key, label, name]) => (
              <li key={key} className="rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-brand-800">
                {label}: {name ?? 'Unknown'}{' '}
                <Link
                  href={activityHref({ ...filter, [key]: null, page: 1 })}
                  className="font-semibold underline"
                  aria-label={`Remove the ${label.toLowerCase()} filter`}
                >
                  Remove
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-600">
          Select a person, client or project in the list to see only their activity. The CSV holds the newest{' '}
          {ACTIVITY_CSV_MAX.toLocaleString('en-US')} matching entries.
        </p>
      </div>
      <ActivityTable rows={rows} filter={filter} />
      <Pagination
        page={filter.page}
        pageCount={Math.max(1, Math.ceil(total / ACTIVITY_PER_PAGE))}
        total={total}
        pageSize={ACTIVITY_PER_PAGE}
        label="Activity pages"
        hrefFor={(page) => activityHref({ ...filter, page })}
      />
    </>
  );
}
