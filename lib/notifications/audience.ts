// Who hears of something, as app.notify_many reads it. Which people each audience reaches is
// decided in the database (supabase/migrations/20261128020100_notification_routing.sql), by
// the same rule that decides what they may see.

export type Audience =
  /** One person by profile id (the opener of a ticket). */
  | { kind: 'client'; clientId: string }
  /** Every member of the project's company who sees that project. */
  | { kind: 'project'; projectId: string }
  /** The company's owners and billing members, and its billing email when set. */
  | { kind: 'billing'; organizationId: string }
  /** Every admin and super admin. */
  | { kind: 'team' }
  /** One admin or super admin by profile id (the one a task is given to); nobody once they left the team. */
  | { kind: 'staff'; staffId: string };

/** The item's audience keys for app.notify_many. */
export function audienceItem(audience: Audience): Record<string, string> {
  switch (audience.kind) {
    case 'client':
      return { audience: 'client', client: audience.clientId };
    case 'project':
      return { audience: 'project', project: audience.projectId };
    case 'billing':
      return { audience: 'billing', organization: audience.organizationId };
    case 'team':
      return { audience: 'team' };
    case 'staff':
      return { audience: 'staff', staff: audience.staffId };
  }
}
