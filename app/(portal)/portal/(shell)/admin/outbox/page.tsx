import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { MailList } from '@/components/portal/mail/mail-list';
import { StatusTabs } from '@/components/portal/mail/status-tabs';
import { Pagination } from '@/components/ui/pagination';
import { requireRole } from '@/lib/auth/require-role';
import { smtpConfigured } from '@/lib/mail/deliver';
import { listMail, MAILS_PER_PAGE, parseOutboxFilter } from '@/lib/mail/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Outbox' };

/** Every mail the portal queued: without a mail server, this is where they are. */
export default async function OutboxPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; page?: string }>;
}) {
  const { claims } = await requireRole('super_admin');
  const filter = parseOutboxFilter(await searchParams);
  const { rows, total } = await pageTransaction(claims, (tx) => listMail(tx, filter));
  const description = smtpConfigured()
    ? 'Mail the portal sent or is sending through the mail server, newest first.'
    : 'No mail server is configured (SMTP_URL), so mail is kept here instead of being sent. Newest first.';

  return (
    <>
      <PageHeader title="Outbox" description={description} />
      <StatusTabs current={filter.status} />
      <MailList rows={rows} />
      <Pagination
        page={filter.page}
        pageCount={Math.max(1, Math.ceil(total / MAILS_PER_PAGE))}
        total={total}
        pageSize={MAILS_PER_PAGE}
        label="Outbox pages"
        hrefFor={(page) =>
          `/admin/outbox?${new URLSearchParams({ ...(filter.status === 'all' ? {} : { status: filter.status }), page: String(page) })}`
        }
      />
    </>
  );
}
