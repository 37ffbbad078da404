export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="loading-status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
