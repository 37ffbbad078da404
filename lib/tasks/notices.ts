import 'server-only';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { projectMilestones } from '@/lib/db/schema';
import { notifyMany } from '@/lib/notifications/notify';
import type { NotifyItem } from '@/lib/notifications/notify';
import type { Assignee } from './schema';

// Who hears of the plan: the person a task is given to (a client person or someone of the
// team, by name, as their preferences allow), and everyone who sees the project when one of
// its milestones is reached. Called in the transaction of the change.

const clientLink = (projectId: string) => `/projects/${projectId}#plan`;
const teamLink = (projectId: string) => `/admin/projects/${projectId}/plan`;

export async function notifyTaskAssigned(
  tx: Tx,
  actorId: string,
  task: Assignee & { projectId: string; projectTitle: string; title: string; dueDate: string | null },
): Promise<void> {
  const due = task.dueDate ? `, due ${task.dueDate}` : '';
  const item = {
    title: `Task for you on ${task.projectTitle}: ${task.title}`,
    body: `“${task.title}” on "${task.projectTitle}" is now yours${due}.`,
  };
  if (task.clientId)
    await notifyMany(tx, 'tasks', actorId, [
      { audience: { kind: 'client', clientId: task.clientId }, ...item, link: clientLink(task.projectId) },
    ]);
  else if (task.staffId)
    await notifyMany(tx, 'tasks', actorId, [
      {
        audience: { kind: 'staff', staffId: task.staffId },
        ...item,
        link: teamLink(task.projectId),
      },
    ]);
}

export type ReachedMilestone = { id: string; projectId: string; title: string; projectTitle: string };

/** Of these milestones, the ones reached now that were not before (`before`: the ids reached then). */
export async function reachedMilestones(tx: Tx, ids: string[], before: string[]): Promise<ReachedMilestone[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: projectMilestones.id,
      projectId: projectMilestones.projectId,
      title: projectMilestones.title,
      projectTitle: sql<string>`(select p.title from app.projects p where p.id = ${projectMilestones.projectId})`,
    })
    .from(projectMilestones)
    .where(and(inArray(projectMilestones.id, ids), isNotNull(projectMilestones.reachedAt)));
  return rows.filter((r) => !before.includes(r.id));
}

export async function notifyMilestonesReached(tx: Tx, actorId: string | null, reached: ReachedMilestone[]) {
  const items: NotifyItem[] = reached.flatMap((m) => {
    const item = {
      title: `Milestone reached on ${m.projectTitle}: ${m.title}`,
      body: `Every task of “${m.title}” is done.`,
    };
    return [
      { audience: { kind: 'project', projectId: m.projectId }, ...item, link: clientLink(m.projectId) },
      { audience: { kind: 'team' }, ...item, link: teamLink(m.projectId) },
    ];
  });
  await notifyMany(tx, 'milestones', actorId, items);
}
