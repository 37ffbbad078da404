import { Card } from '@/components/ui/card';

/** A summary number with its label, e.g. "Total Clients 12 (9 active)". */
export function StatCard({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    <Card>
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </Card>
  );
}
