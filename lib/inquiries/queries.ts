import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { matchingTotal, pageTotal } from '@/lib/lists/page-total';
import { contactInquiries, inquiryConversions, projects } from '@/lib/db/schema';
import { INQUIRY_STATUSES, type InquiryStatus } from './status';

export const INQUIRIES_PER_PAGE = 20;

export type InquiryListFilter = { status: InquiryStatus | 'all'; page: number };

/** The admin inbox: newest first, filtered and paginated in SQL. RLS: admins only. */
export async function listInquiries(tx: Tx, filter: InquiryListFilter) {
  const where = filter.status === 'all' ? undefined : eq(contactInquiries.status, filter.status);
  const rows = await tx
    .select({
      row: contactInquiries,
      conversion: {
        projectId: inquiryConversions.projectId,
        clientId: inquiryConversions.clientId,
        clientCreated: inquiryConversions.clientCreated,
        projectTitle: projects.title,
      },
      total: matchingTotal(contactInquiries, where),
    })
    .from(contactInquiries)
    .leftJoin(inquiryConversions, eq(inquiryConversions.inquiryId, contactInquiries.id))
    .leftJoin(projects, eq(projects.id, inquiryConversions.projectId))
    .where(where)
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
    .limit(INQUIRIES_PER_PAGE)
    .offset((filter.page - 1) * INQUIRIES_PER_PAGE);
  return {
    rows: rows.map(({ row, conversion }) => ({ ...row, conversion })),
    total: await pageTotal(tx, rows, filter.page, contactInquiries, where),
  };
}

export function parseInquiryFilter(params: {
  status?: string | string[];
  page?: string | string[];
}): InquiryListFilter {
  const status =
    typeof params.status === 'string' && (INQUIRY_STATUSES as readonly string[]).includes(params.status)
      ? (params.status as InquiryStatus)
      : 'all';
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(typeof params.page === 'string' ? params.page : '1', 10) || 1),
  );
  return { status, page };
}
