import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EmptyList } from '@/components/ui/data-table';
import { MAIL_STATUS_LABELS, type MailStatus } from '@/lib/mail/status';
import { formatDateTime } from '@/lib/format/date';

type MailRow = {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  body: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
};

const TONES: Record<MailStatus, BadgeTone> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  outbox: 'gray',
};

const when = formatDateTime;

export function MailList({ rows }: { rows: MailRow[] }) {
  if (rows.length === 0) return <EmptyList>No mail yet.</EmptyList>;
  return (
    <ul className="space-y-4">
      {rows.map((mail) => (
        <li key={mail.id}>
          <article
            aria-labelledby={`mail-${mail.id}`}
            data-testid="outbox-mail"
            className="rounded-lg border border-slate-200 bg-white p-5"
          >
            <header className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id={`mail-${mail.id}`} className="font-semibold text-slate-900">
                  {mail.subject}
                </h2>
                <p className="text-sm text-slate-600">
                  To {mail.toAddress} · <time dateTime={mail.createdAt.toISOString()}>{when(mail.createdAt)}</time>
                  {mail.attempts > 0 && <> · {mail.attempts === 1 ? '1 try' : `${mail.attempts} tries`}</>}
                  {mail.status === 'queued' && mail.attempts > 0 && <> · next try {when(mail.nextAttemptAt)}</>}
                  {' · '}
                  {mail.kind.replaceAll('_', ' ')}
                </p>
              </div>
              <Badge tone={TONES[mail.status]}>{MAIL_STATUS_LABELS[mail.status]}</Badge>
            </header>
            {mail.lastError && <p className="mt-2 text-sm text-red-800">Last error: {mail.lastError}</p>}
            <pre className="mt-3 overflow-x-auto text-sm whitespace-pre-wrap text-slate-800">{mail.body}</pre>
          </article>
        </li>
      ))}
    </ul>
  );
}
