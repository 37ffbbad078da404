import { Card } from '@/components/ui/card';

/** A summary number with its label, e.g. "Total Clients 12 (9 active)". */
export function StatCard({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    // `stat-card` (app/components.css) styles the label, the number and the detail by their place.
    <Card className="stat-card">
      <h2>{label}</h2>
      <p>{value}</p>
      {detail && <p>{detail}</p>}
    </Card>
  );
}
