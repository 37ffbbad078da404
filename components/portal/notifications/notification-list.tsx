import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format/date';
import { markReadForm } from '@/lib/notifications/actions';
import { isNotificationCategory, NOTIFICATION_CATEGORY_LABELS } from '@/lib/notifications/categories';
import type { NotificationRow } from '@/lib/notifications/queries';

/** The in-portal notifications: each opens its page and can be marked read by a plain form. */
export function NotificationList({ rows, back }: { rows: NotificationRow[]; back: string }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white" aria-label="Notifications">
      {rows.map((row) => (
        <li
          key={row.id}
          data-testid="notification"
          data-unread={row.readAt ? undefined : 'true'}
          className="flex flex-wrap items-start justify-between gap-3 p-4"
        >
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {!row.readAt && (
                <Badge tone="blue" className="mr-2">
                  Unread
                </Badge>
              )}
              <Link href={row.link} className="text-brand-700 underline">
                {row.title}
              </Link>
            </p>
            {row.body && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{row.body}</p>}
            <p className="mt-1 text-xs text-slate-600">
              {isNotificationCategory(row.category) ? NOTIFICATION_CATEGORY_LABELS[row.category] : row.category} ·{' '}
              {formatDateTime(row.createdAt)}
            </p>
          </div>
          {!row.readAt && (
            <form action={markReadForm}>
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="back" value={back} />
              <Button type="submit" variant="secondary" aria-label={`Mark read: ${row.title}`}>
                Mark read
              </Button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
