import { activityCsv } from '@/lib/activity/csv';
import { activityForExport, parseActivityFilter } from '@/lib/activity/queries';
import { isAdminRole } from '@/lib/auth/roles';
import { getCurrentUser } from '@/lib/auth/current-user';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { todayIso } from '@/lib/billing/dates';
import { withUser } from '@/lib/db/client';

/** The admin activity log as CSV, with the screen's filters (admins only; RLS agrees). */
export async function GET(request: Request) {
  const user = await getCurrentUser();
  if (!user || !isAdminRole(user.profile.role)) return notFound();
  const filter = parseActivityFilter(Object.fromEntries(new URL(request.url).searchParams));
  const entries = await withUser(user.claims, (tx) => activityForExport(tx, filter));
  return fileResponse(activityCsv(entries), 'text/csv; charset=utf-8', `activity-${todayIso()}.csv`);
}
