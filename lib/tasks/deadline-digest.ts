import type { NotifyItem } from '@/lib/notifications/notify';

// The words of a reminder run's digest: one notification per person and kind, saying how many
// tasks fell due tomorrow or overdue and naming the first few with a link each. Pure (the
// origin is passed in), so the wording is tested without a database.

/** The kinds of reminder, as app.task_notices.kind allows them. */
export const TASK_NOTICE_KINDS = ['due_tomorrow', 'overdue'] as const;
export type TaskNoticeKind = (typeof TASK_NOTICE_KINDS)[number];

/** How many tasks a digest names; the rest are counted. */
export const DIGEST_LISTED_TASKS = 5;

export type DigestTask = { title: string; projectId: string; projectTitle: string; dueDate: string };

/** One person's digest of one kind, as the run's query gathers it. */
export type Digest = {
  kind: TaskNoticeKind;
  /** A client person (their own company's client-visible tasks only) or someone of the team. */
  audience: 'client' | 'staff';
  personId: string;
  /** How many tasks of this kind the person is told of in this run. */
  total: number;
  /** The project all those tasks are on, when they are on one; else null. */
  project: string | null;
  /** The first DIGEST_LISTED_TASKS of them, earliest due first. */
  tasks: DigestTask[];
};

/** A digest's part without its recipient: a group of tasks of one kind, as the query returns it. */
export type DigestPart = Pick<Digest, 'kind' | 'total' | 'project' | 'tasks'>;

/**
 * A team member's digest of one kind: their own tasks first, then the tasks given to nobody,
 * which every member hears of. Null when there is neither.
 */
export function teamMemberDigest(
  personId: string,
  own: DigestPart | undefined,
  nobodys: DigestPart | undefined,
): Digest | null {
  const parts = [own, nobodys].filter((part): part is DigestPart => Boolean(part && part.total > 0));
  if (parts.length === 0) return null;
  const projects = new Set(parts.map((part) => part.project));
  return {
    kind: parts[0].kind,
    audience: 'staff',
    personId,
    total: parts.reduce((sum, part) => sum + part.total, 0),
    project: projects.size === 1 ? parts[0].project : null,
    tasks: parts.flatMap((part) => part.tasks).slice(0, DIGEST_LISTED_TASKS),
  };
}

const planPath = (audience: Digest['audience'], projectId: string) =>
  audience === 'client' ? `/projects/${projectId}#plan` : `/admin/projects/${projectId}/plan`;

/** Where the notification opens: the one project's plan, else the person's list of work. */
function digestLink(digest: Digest): string {
  if (digest.project) return planPath(digest.audience, digest.project);
  if (digest.audience === 'client') return '/projects';
  return `/admin/this-week?view=${digest.kind === 'overdue' ? 'overdue' : 'due'}`;
}

function taskLine(digest: Digest, task: DigestTask, origin: string): string {
  const when = digest.kind === 'overdue' ? `was due ${task.dueDate}` : `due ${task.dueDate}`;
  return `- ${task.title} (${task.projectTitle}, ${when}): ${origin}${planPath(digest.audience, task.projectId)}`;
}

/** The notification of one digest; `origin` is the portal's configured address. */
export function digestItem(digest: Digest, origin: string): NotifyItem {
  const [first] = digest.tasks;
  const single = digest.total === 1 && first;
  const title = single
    ? `${digest.kind === 'overdue' ? 'Overdue' : 'Due tomorrow'} on ${first.projectTitle}: ${first.title}`
    : `${digest.total} tasks ${digest.kind === 'overdue' ? 'overdue' : 'due tomorrow'}`;
  const intro = single
    ? digest.kind === 'overdue'
      ? `“${first.title}” was due ${first.dueDate} and is not done yet.`
      : `“${first.title}” is due tomorrow (${first.dueDate}).`
    : digest.kind === 'overdue'
      ? `${digest.total} tasks have passed their due date and are not done yet.`
      : `${digest.total} tasks are due tomorrow.`;
  const more = digest.total - digest.tasks.length;
  const lines = [
    intro,
    '',
    ...digest.tasks.map((task) => taskLine(digest, task, origin)),
    ...(more > 0 ? [`…and ${more} more.`] : []),
  ];
  const audience =
    digest.audience === 'client'
      ? ({ kind: 'client', clientId: digest.personId } as const)
      : ({ kind: 'staff', staffId: digest.personId } as const);
  return {
    audience,
    title,
    body: lines.join('\n'),
    link: digestLink(digest),
    // One mail per person for the run's digests (and the next runs' within the mail window).
    thread: `task-deadlines:${digest.personId}`,
  };
}
