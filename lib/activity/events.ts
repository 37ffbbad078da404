// Every kind of entry in the activity log: one list for the admin
// screen's filter and labels, its CSV, the client's Recent Activity and the tests. The database triggers write the same
// names (migrations 20261122002000, 20261122003000, 20261122003100, 20261123200100); other
// features add theirs here. An entry whose name is not listed still shows, by its name.

export const ACTIVITY_TYPES = {
  signed_in: 'Signed in',
  role_changed: 'Role changed',
  account_deactivated: 'Account deactivated',
  account_reactivated: 'Account reactivated',
  project_created: 'Project created',
  project_updated: 'Project edited',
  project_stage_changed: 'Project moved to a new stage',
  file_uploaded: 'New file shared',
  file_deleted: 'File removed',
  audit_uploaded: 'Software audit uploaded',
  ticket_created: 'Support ticket opened',
  ticket_resolved: 'Support ticket resolved',
  ticket_reopened: 'Support ticket reopened',
  invoice_issued: 'Invoice issued',
  invoice_paid: 'Invoice paid',
  inquiry_converted: 'Inquiry converted to a client',
  proposal_sent: 'Proposal sent',
  proposal_accepted: 'Proposal accepted and signed',
  proposal_declined: 'Proposal declined',
  proposal_countersigned: 'Proposal countersigned by the team',
  client_data_exported: 'Client data exported',
  client_person_erased: 'Client person erased',
  milestone_created: 'Milestone added to the plan',
  milestone_updated: 'Milestone edited',
  milestone_moved: 'Milestone moved in the plan',
  milestone_deleted: 'Milestone removed from the plan',
  milestone_reached: 'Milestone reached',
  task_created: 'Task added to the plan',
  task_updated: 'Task edited',
  task_status_changed: 'Task status changed',
  task_moved: 'Task moved in the plan',
  task_deleted: 'Task removed from the plan',
  settings_changed: 'Settings changed',
  admin_token_rotation_initiated: 'Admin URL rotated',
  admin_token_rotation_failed: 'Admin URL rotation failed',
} as const;

export type ActivityType = keyof typeof ACTIVITY_TYPES;

export function isActivityType(value: unknown): value is ActivityType {
  return typeof value === 'string' && Object.hasOwn(ACTIVITY_TYPES, value);
}

export function activityLabel(action: string): string {
  return isActivityType(action) ? ACTIVITY_TYPES[action] : action.replaceAll('_', ' ');
}
