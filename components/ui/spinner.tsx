export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 p-8 text-slate-700">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
