import { Pagination } from '@/components/ui/pagination';
import type { PageOf } from '@/lib/billing/invoice-pages';

/** Previous / next for a billing list shown a page at a time; nothing while it fits on one. */
export function ListPages({
  list,
  label,
  hrefFor,
}: {
  list: PageOf<unknown>;
  label: string;
  hrefFor: (page: number) => string;
}) {
  if (list.pageCount <= 1) return null;
  return (
    <Pagination
      page={list.page}
      pageCount={list.pageCount}
      total={list.total}
      pageSize={list.pageSize}
      label={label}
      hrefFor={hrefFor}
    />
  );
}
