import Link from 'next/link';

/** Previous / next links that keep the other query parameters of the list. */
export function Pagination({
  page,
  pageSize,
  total,
  basePath,
  params,
}: {
  page: number;
  pageSize: number;
  total: number;
  basePath: string;
  params: Record<string, string>;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => `${basePath}?${new URLSearchParams({ ...params, page: String(p) })}`;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between text-sm">
      <span className="text-slate-600">
        Page {page} of {pages} · {total} in all
      </span>
      <span className="flex gap-2">
        {page > 1 && (
          <Link className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-50" href={href(page - 1)}>
            Previous
          </Link>
        )}
        {page < pages && (
          <Link className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-50" href={href(page + 1)}>
            Next
          </Link>
        )}
      </span>
    </nav>
  );
}
