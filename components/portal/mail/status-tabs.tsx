import Link from 'next/link';
import { clsx } from 'clsx';
import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus } from '@/lib/mail/status';

export function StatusTabs({ current }: { current: MailStatus | 'all' }) {
  const tabs = ['all', ...MAIL_STATUSES] as const;
  return (
    <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab}
          href={tab === 'all' ? '/admin/outbox' : `/admin/outbox?status=${tab}`}
          aria-current={current === tab ? 'page' : undefined}
          className={clsx(
            'rounded-full border px-3 py-1 text-sm',
            current === tab ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700',
          )}
        >
          {tab === 'all' ? 'All' : MAIL_STATUS_LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}
