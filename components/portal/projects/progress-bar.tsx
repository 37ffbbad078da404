/** A project's progress (spec §2.14): a bar and 'N% Complete'; no value reads 0. */
export function ProgressBar({ value, label }: { value: number | null | undefined; label: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(value ?? 0)));
  return (
    <div className="min-w-32">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">{percent}% Complete</p>
    </div>
  );
}
