import type { ReactNode } from 'react';

/** What a page shows when the client has nothing of its kind yet. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{children}</p>
    </section>
  );
}
