import { formatCents } from '@/lib/billing/money';
import { KANBAN_STAGES, STAGE_META, type KanbanStage } from '@/lib/projects/stages';

// One line about an entry's details, for the admin screen and its CSV alike.

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const isStage = (value: unknown): value is KanbanStage =>
  typeof value === 'string' && (KANBAN_STAGES as readonly string[]).includes(value);
const stage = (value: unknown) => (isStage(value) ? STAGE_META[value].label : text(value));

export function activitySummary(action: string, details: Record<string, unknown> | null): string {
  const d = details ?? {};
  switch (action) {
    case 'project_stage_changed':
      return `${text(d.title)}: ${stage(d.from)} → ${stage(d.to)}`;
    case 'project_created':
      return `${text(d.title)} (${stage(d.stage)})`;
    case 'project_updated':
      return `${text(d.title)}: ${Array.isArray(d.fields) ? d.fields.map(text).join(', ').replaceAll('_', ' ') : ''}`;
    case 'role_changed':
      return `${text(d.email)}: ${text(d.from)} → ${text(d.to)}`;
    case 'invoice_issued':
      return `${text(d.number)}${typeof d.amount_cents === 'number' ? ` (${formatCents(d.amount_cents)})` : ''}`;
    case 'proposal_countersigned':
      return text(d.signer_name);
    case 'invoice_paid':
      return `${text(d.number)} paid ${text(d.paid_on)}`;
    case 'settings_changed':
      return d.require_admin_mfa === true
        ? 'Two-factor sign-in required for admins'
        : d.require_admin_mfa === false
          ? 'Two-factor sign-in no longer required for admins'
          : d.proposal_countersign_offered === true
            ? 'Countersigning of accepted proposals offered'
            : d.proposal_countersign_offered === false
              ? 'Countersigning of accepted proposals turned off'
              : '';
    default:
      return text(d.file_name) || text(d.subject) || text(d.email) || text(d.title) || text(d.number);
  }
}
