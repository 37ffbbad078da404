// The seven pipeline stages in order, with their labels and colours. The database
// enum app.kanban_stage, the Drizzle enum and every form and board derive from KANBAN_STAGES
// (tests/db/domain-lists.test.ts checks the migrated enum has the same values in this order).
export const KANBAN_STAGES = [
  'discovery_audit',
  'proposal_sent',
  'contract_signed',
  'in_development',
  'client_review',
  'awaiting_final_payment',
  'completed',
] as const;

export type KanbanStage = (typeof KANBAN_STAGES)[number];

type StageStyle = { label: string; shortLabel: string; badge: string; column: string };

export const STAGE_META: Record<KanbanStage, StageStyle> = {
  discovery_audit: {
    label: 'Discovery/Audit',
    shortLabel: 'Discovery/Audit',
    badge: 'bg-gray-100 text-gray-800',
    column: 'border-t-gray-400',
  },
  proposal_sent: {
    label: 'Proposal Sent',
    shortLabel: 'Proposal Sent',
    badge: 'bg-blue-100 text-blue-800',
    column: 'border-t-blue-500',
  },
  contract_signed: {
    label: 'Contract Signed',
    shortLabel: 'Contract Signed',
    badge: 'bg-indigo-100 text-indigo-800',
    column: 'border-t-indigo-500',
  },
  in_development: {
    label: 'In Development',
    shortLabel: 'In Development',
    badge: 'bg-green-100 text-green-800',
    column: 'border-t-green-500',
  },
  client_review: {
    label: 'Client Review',
    shortLabel: 'Client Review',
    badge: 'bg-yellow-100 text-yellow-800',
    column: 'border-t-yellow-500',
  },
  awaiting_final_payment: {
    label: 'Awaiting Final Payment',
    shortLabel: 'Awaiting Payment',
    badge: 'bg-orange-100 text-orange-800',
    column: 'border-t-orange-500',
  },
  completed: {
    label: 'Completed',
    shortLabel: 'Completed',
    badge: 'bg-purple-100 text-purple-800',
    column: 'border-t-purple-500',
  },
};

/** A project is active unless completed or awaiting its final payment. */
export function isActiveStage(stage: KanbanStage): boolean {
  return stage !== 'completed' && stage !== 'awaiting_final_payment';
}

// The client's progress view has six steps; docs/decisions/0002-client-progress-view-and-charts.md explains the mapping.
export const CLIENT_PROGRESS_STEPS = [
  'Planning',
  'Design',
  'Development',
  'Testing',
  'Deployment',
  'Complete',
] as const;

const STEP_FOR_STAGE: Record<KanbanStage, number> = {
  discovery_audit: 0,
  proposal_sent: 0,
  contract_signed: 1,
  in_development: 2,
  client_review: 3,
  awaiting_final_payment: 4,
  completed: 5,
};

export function clientProgressStep(stage: KanbanStage): { index: number; fillPercent: number } {
  const index = STEP_FOR_STAGE[stage];
  return { index, fillPercent: Math.round((index / (CLIENT_PROGRESS_STEPS.length - 1)) * 100) };
}
