import { csvCell } from '@/lib/billing/csv';
import { activityLabel } from './events';
import type { ActivityEntry } from './queries';
import { activitySummary } from './summary';

export const ACTIVITY_CSV_HEADER = [
  'When (UTC)',
  'Who',
  'Email',
  'What',
  'Details',
  'Client',
  'Project',
  'IP',
] as const;

/** The admin activity log as CSV (the same cells rule as the invoices export: lib/billing/csv.ts). */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  const rows = entries.map((e) =>
    [
      e.createdAt.toISOString(),
      e.actorName ?? (e.actorId ? '' : 'System'),
      e.actorEmail ?? '',
      activityLabel(e.action),
      activitySummary(e.action, e.details),
      e.clientName ?? '',
      e.projectTitle ?? '',
      e.ip ?? '',
    ].map(csvCell),
  );
  return `\uFEFF${[ACTIVITY_CSV_HEADER.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
}
