import type { ActivityFilter } from './queries';

/** The admin activity log's URL for a filter (its CSV too): the state lives in the URL. */
export function activityHref(filter: Partial<ActivityFilter>, base = '/admin/activity'): string {
  const params = new URLSearchParams();
  if (filter.person) params.set('person', filter.person);
  if (filter.client) params.set('client', filter.client);
  if (filter.project) params.set('project', filter.project);
  if (filter.type) params.set('type', filter.type);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
