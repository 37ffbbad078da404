export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 p-8 text-slate-700">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
