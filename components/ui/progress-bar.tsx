import { clsx } from 'clsx';

/**
 * A labelled progress bar (role progressbar); no value reads 0. `inline` shows "N%" beside
 * the bar (the client's project cards), `complete` shows "N% Complete" under it.
 */
export function ProgressBar({
  value,
  label,
  caption = 'inline',
}: {
  value: number | null | undefined;
  label: string;
  caption?: 'inline' | 'complete';
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value ?? 0)));
  const bar = (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('progress', caption === 'inline' && 'flex-1')}
    >
      {/* `progress` (app/components.css) draws the track and this fill. */}
      <div style={{ width: `${percent}%` }} />
    </div>
  );
  if (caption === 'complete') {
    return (
      <div className="min-w-32">
        {bar}
        <p className="mt-1 text-xs text-slate-600">{percent}% Complete</p>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3">
      {bar}
      <span className="w-12 text-right text-sm font-medium text-slate-700">{percent}%</span>
    </div>
  );
}
