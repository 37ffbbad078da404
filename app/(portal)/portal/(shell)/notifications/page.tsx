import type { Metadata } from 'next';
import { NotificationList } from '@/components/portal/notifications/notification-list';
import { EmptyState } from '@/components/portal/empty-state';
import { PageHeader } from '@/components/portal/page-header';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { requireRole } from '@/lib/auth/require-role';
import { pageRead } from '@/lib/outage/page-outage';
import { withUser } from '@/lib/db/client';
import { parsePage } from '@/lib/lists/params';
import { markAllReadForm } from '@/lib/notifications/actions';
import { listMyNotifications, NOTIFICATIONS_PER_PAGE } from '@/lib/notifications/queries';

export const metadata: Metadata = { title: 'Notifications' };

/** What happened on my projects, tickets and invoices, newest first. */
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await requireRole('signed-in');
  const page = parsePage((await searchParams).page);
  const { rows, total } = await pageRead(() =>
    withUser(user.claims, (tx) => listMyNotifications(tx, user.claims.sub, page)),
  );
  const back = page > 1 ? `/notifications?page=${page}` : '/notifications';

  return (
    <>
      <PageHeader
        title="Notifications"
        description="What changed on your projects, tickets and invoices. Choose what you get on My Account."
        actions={
          (user.unread?.notifications ?? 0) > 0 ? (
            <form action={markAllReadForm}>
              <Button type="submit" variant="secondary">
                Mark all read
              </Button>
            </form>
          ) : undefined
        }
      />
      {rows.length === 0 ? (
        <EmptyState title="No notifications">You are up to date.</EmptyState>
      ) : (
        <NotificationList rows={rows} back={back} />
      )}
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE))}
        total={total}
        pageSize={NOTIFICATIONS_PER_PAGE}
        label="Notification pages"
        hrefFor={(p) => `/notifications?page=${p}`}
      />
    </>
  );
}
