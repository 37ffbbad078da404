import { RedirectAfter } from '@/components/ui/redirect-after';
import { canonicalAreaUrl } from '@/lib/links/canonical-origin';

/** How long the notice stays up before the browser moves on. */
const REDIRECT_DELAY_MS = 1500;

// The deprecated app.<domain> host: say where the admin dashboard went, then
// go to the same path on the portal host.
export default async function LegacyRedirect({
  params,
  searchParams,
}: {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { path = [] } = await params;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  const pathname = `/${path.map(encodeURIComponent).join('/')}`;
  const target = canonicalAreaUrl('portal', `${pathname}${query.size ? `?${query}` : ''}`);

  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center px-4 text-center">
      <RedirectAfter href={target} delayMs={REDIRECT_DELAY_MS} />
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-brand-600"
        aria-hidden="true"
      />
      <h1 className="mt-6 text-2xl font-bold">Redirecting...</h1>
      <p className="mt-2 text-slate-600">The admin dashboard has moved to the unified client portal.</p>
      <a href={target} className="mt-6 font-semibold text-brand-700 underline">
        Continue to the portal
      </a>
    </main>
  );
}
