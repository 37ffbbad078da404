'use server';

import { visibleProject } from '@/lib/companies/access';
import { and, eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { approvals, projectFiles, projects } from '@/lib/db/schema';
import { once } from '@/lib/idempotency/queries';
import { notify } from '@/lib/notifications/notify';
import { APPROVAL_REQUESTED, decideApprovalSchema, requestApprovalSchema } from './schema';
import { APPROVAL_STATE_LABELS } from './states';

const FIX_FIELDS = 'Please correct the highlighted fields.';
const ALREADY_DECIDED = 'This approval has already been decided.';

function revalidateProject(projectId: string) {
  revalidatePortal(`/admin/projects/${projectId}`);
  revalidatePortal(`/projects/${projectId}`);
}

/** The team asks the project's people (the members who see it) to approve one of its files or a named milestone. */
export const requestApproval = action(
  { schema: requestApprovalSchema, role: 'admin', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string; message: string }>> => {
    const outcome = await withUser(user.claims, async (tx) => {
      const [project] = await tx
        .select({ id: projects.id, title: projects.title })
        .from(projects)
        .where(eq(projects.id, input.projectId));
      if (!project) return { error: 'projectId' as const };
      let title = input.title;
      let fileId: string | null = null;
      if (input.kind === 'file') {
        // The file must be one of this project's files, not any file the team can see.
        const [file] = await tx
          .select({ id: projectFiles.id, fileName: projectFiles.fileName })
          .from(projectFiles)
          .where(and(eq(projectFiles.id, input.fileId ?? ''), eq(projectFiles.projectId, project.id)));
        if (!file) return { error: 'fileId' as const };
        title = file.fileName;
        fileId = file.id;
      }
      return once(tx, idempotencyKey, 'approval-request', async (tx) => {
        const [row] = await tx
          .insert(approvals)
          .values({
            projectId: project.id,
            kind: input.kind,
            fileId,
            title,
            note: input.note || null,
            requestedBy: user.claims.sub,
          })
          .returning({ id: approvals.id });
        await notify(tx, {
          category: 'approvals',
          actorId: user.claims.sub,
          audience: { kind: 'project', projectId: project.id },
          title: `Approval requested on ${project.title}`,
          body: `The team asks you to approve “${title}”.${input.note ? `\n\n${input.note}` : ''}`,
          link: `/projects/${project.id}#approvals`,
        });
        return { id: row.id };
      });
    });
    if ('error' in outcome) {
      const message = outcome.error === 'fileId' ? 'Choose one of the project’s files' : 'Unknown project';
      return { ok: false, error: FIX_FIELDS, fieldErrors: { [outcome.error]: message } };
    }
    if (!outcome.value) return { ok: false, error: FIX_FIELDS };
    revalidateProject(input.projectId);
    return { ok: true, id: outcome.value.id, message: APPROVAL_REQUESTED };
  },
);

/**
 * A member who sees the project approves or requests changes, once; the database records which
 * person decided (approvals.decided_by, set by its trigger from the session).
 */
export const decideApproval = action(
  { schema: decideApprovalSchema, role: 'client' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const outcome = await withUser(user.claims, async (tx) => {
      // RLS shows a client only the approvals of projects they see; the filter says so again.
      const [found] = await tx
        .select({
          status: approvals.status,
          projectId: projects.id,
          project: projects.title,
          title: approvals.title,
        })
        .from(approvals)
        .innerJoin(projects, eq(projects.id, approvals.projectId))
        .where(and(eq(approvals.id, input.id), visibleProject(projects.id)));
      if (!found) return 'missing' as const;
      if (found.status !== 'pending') return 'decided' as const;
      const [updated] = await tx
        .update(approvals)
        .set({ status: input.decision, decisionComment: input.comment || null })
        .where(and(eq(approvals.id, input.id), eq(approvals.status, 'pending')))
        .returning({ id: approvals.id });
      if (!updated) return 'decided' as const;
      await notify(tx, {
        category: 'approvals',
        actorId: user.claims.sub,
        audience: { kind: 'team' },
        title: `${APPROVAL_STATE_LABELS[input.decision]}: ${found.title}`,
        body: `${user.profile.fullName || user.profile.email} decided on “${found.title}” (${found.project}): ${APPROVAL_STATE_LABELS[input.decision].toLowerCase()}.${input.comment ? `\n\n${input.comment}` : ''}`,
        link: `/admin/projects/${found.projectId}`,
      });
      return found.projectId;
    });
    if (outcome === 'missing') return { ok: false, error: 'That approval does not exist.' };
    if (outcome === 'decided') return { ok: false, error: ALREADY_DECIDED };
    revalidateProject(outcome);
    return { ok: true };
  },
);
