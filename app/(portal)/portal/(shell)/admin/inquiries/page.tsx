import type { Metadata } from 'next';
import Link from 'next/link';
import { clsx } from 'clsx';
import { PageHeader } from '@/components/portal/page-header';
import { InquiryStatusSelect } from '@/components/portal/inquiries/inquiry-status-select';
import { Pagination } from '@/components/ui/pagination';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { requireRole } from '@/lib/auth/require-role';
import { INQUIRIES_PER_PAGE, listInquiries, parseInquiryFilter } from '@/lib/inquiries/queries';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '@/lib/inquiries/status';
import { INQUIRY_SOURCE_LABELS } from '@/lib/inquiries/sources';
import { Badge } from '@/components/ui/badge';
import { EmailLink } from '@/components/portal/email-link';
import { ConvertInquiryForm } from '@/components/portal/inquiries/convert-inquiry-form';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Inquiries' };

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

export default async function InquiriesPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; page?: string }>;
}) {
  const { claims } = await requireRole('admin');
  const filter = parseInquiryFilter(await searchParams);
  const { rows, total } = await pageTransaction(claims, (tx) => listInquiries(tx, filter));
  const tabs = ['all', ...INQUIRY_STATUSES] as const;

  return (
    <>
      <PageHeader
        title="Inquiries"
        description="Quote requests and booked calls from the contact page, newest first."
      />
      <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab}
            href={tab === 'all' ? '/admin/inquiries' : `/admin/inquiries?status=${tab}`}
            aria-current={filter.status === tab ? 'page' : undefined}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm',
              filter.status === tab ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700',
            )}
          >
            {tab === 'all' ? 'All' : INQUIRY_STATUS_LABELS[tab]}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">No inquiries found.</p>
      ) : (
        <ul className="space-y-4">
          {rows.map((inquiry) => (
            <li key={inquiry.id}>
              <article
                aria-labelledby={`inquiry-${inquiry.id}`}
                className="rounded-lg border border-slate-200 bg-white p-5 wrap-anywhere"
              >
                <header className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 id={`inquiry-${inquiry.id}`} className="font-semibold text-slate-900">
                      {inquiry.fullName} · {inquiry.company}
                    </h2>
                    {inquiry.source !== 'quote_form' && (
                      <Badge tone="blue">{INQUIRY_SOURCE_LABELS[inquiry.source]}</Badge>
                    )}
                    <p className="text-sm text-slate-600">
                      <EmailLink email={inquiry.email} />
                      {inquiry.phone && <> · {inquiry.phone}</>} ·{' '}
                      <time dateTime={inquiry.createdAt.toISOString()}>
                        {inquiry.createdAt.toLocaleString('en-US', {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                          timeZone: 'UTC',
                        })}{' '}
                        UTC
                      </time>
                    </p>
                  </div>
                  <InquiryStatusSelect
                    id={inquiry.id}
                    status={inquiry.status}
                    label={`Status of the inquiry from ${inquiry.fullName}`}
                  />
                </header>
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1">
                    <dt className="text-slate-600">Project type:</dt>
                    <dd>{label(projectTypeOptions, inquiry.projectType)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-600">Budget:</dt>
                    <dd>{label(budgetOptions, inquiry.budget)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-600">Timeline:</dt>
                    <dd>{label(timelineOptions, inquiry.timeline)}</dd>
                  </div>
                </dl>
                <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{inquiry.description}</p>
                {inquiry.conversion?.projectId ? (
                  <p className="mt-3 text-sm text-slate-700">
                    Converted: {inquiry.conversion.clientCreated ? 'new client' : 'linked to the existing client'}{' '}
                    <Link className="text-brand-700 underline" href={`/admin/clients/${inquiry.conversion.clientId}`}>
                      {inquiry.fullName}
                    </Link>
                    , project{' '}
                    <Link className="text-brand-700 underline" href={`/admin/projects/${inquiry.conversion.projectId}`}>
                      {inquiry.conversion.projectTitle}
                    </Link>
                  </p>
                ) : (
                  <ConvertInquiryForm id={inquiry.id} name={inquiry.fullName} />
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={filter.page}
        pageCount={Math.max(1, Math.ceil(total / INQUIRIES_PER_PAGE))}
        total={total}
        pageSize={INQUIRIES_PER_PAGE}
        label="Inquiry pages"
        hrefFor={(page) =>
          `/admin/inquiries?${new URLSearchParams({ ...(filter.status === 'all' ? {} : { status: filter.status }), page: String(page) })}`
        }
      />
    </>
  );
}
