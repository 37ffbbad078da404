/** Spec §2.7: shown while the user or profile is not there yet. */
export function PortalSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-screen animate-pulse">
      <div className="hidden w-64 border-r border-slate-200 bg-white p-4 md:block">
        <div className="h-4 w-32 rounded bg-slate-200" />
        <div className="mt-6 space-y-3">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-8 rounded bg-slate-100" />
          ))}
        </div>
      </div>
      <div className="flex-1 p-8">
        <div className="h-8 w-64 rounded bg-slate-200" />
        <div className="mt-6 h-48 rounded bg-slate-100" />
      </div>
      <span className="sr-only">Loading...</span>
    </div>
  );
}
