import Link from 'next/link';
import { buttonClass } from './button';

/** Previous / next links for a list whose page lives in the URL. */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (total === 0) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>{page > pageCount ? `No results on page ${page}` : `Showing ${first}–${last} of ${total}`}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className={buttonClass('secondary')} href={hrefFor(Math.min(page - 1, pageCount))} rel="prev">
            Previous
          </Link>
        ) : null}
        <span className="self-center" aria-current="page">
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? (
          <Link className={buttonClass('secondary')} href={hrefFor(page + 1)} rel="next">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
