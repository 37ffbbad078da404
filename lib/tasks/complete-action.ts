'use server';

import { and, eq, ne, sql } from 'drizzle-orm';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { projectMessageAttachments, projectMessages, projectTasks } from '@/lib/db/schema';
import { ALLOWED_FILE_TYPES } from '@/lib/files/rules';
import { isStorageQuotaError, quotaProblem } from '@/lib/files/quota';
import { quotaRefusal } from '@/lib/files/quota-rules';
import { log } from '@/lib/log/logger';
import { checkAttachments } from '@/lib/messages/attachments';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { notifyMany } from '@/lib/notifications/notify';
import { takeWriteAllowance } from '@/lib/security/write-limits';
import { fileStorage } from '@/lib/storage';
import { notifyMilestonesReached, reachedMilestones } from './notices';
import { completeTaskSchema, PLAN_FAILED, TASK_COMPLETED, TASK_NOT_YOURS } from './schema';

const FIX_FIELDS = 'Please correct the highlighted fields.';

/**
 * A client person marks done a task waiting on their company, with a comment and optionally
 * files (as many as a message may carry). The comment and the files go on the project's
 * conversation as one message (the team reads and answers it there, each file is downloaded
 * like any attachment); the task keeps the comment as its completion note. RLS lets the update through only for a client-visible task assigned
 * to someone of the person's company on a project they see; the team is told.
 */
export const completeTask = action(
  { schema: completeTaskSchema, role: 'client' },
  async ({ id, comment, files }, { user }): Promise<ActionResult<{ message: string }>> => {
    const tooFast = await takeWriteAllowance(user.claims.sub, 'message');
    if (tooFast) return { ok: false, error: tooFast, code: 'rate_limited' };
    // The same contents check as every attachment: the bytes must be what each name says.
    const attachments = await checkAttachments(files);
    if (!attachments.ok) return { ok: false, error: FIX_FIELDS, fieldErrors: { files: attachments.message } };
    const attached = attachments.checked;
    const attachedBytes = attached.reduce((sum, file) => sum + file.bytes.byteLength, 0);
    if (attachedBytes > 0) {
      const uploadTooFast = await takeWriteAllowance(user.claims.sub, 'upload', attachedBytes);
      if (uploadTooFast) return { ok: false, error: uploadTooFast, code: 'rate_limited' };
    }
    const storage = fileStorage();
    let outcome: { projectId: string } | { refused: string; field?: string } | null;
    try {
      outcome = await withUser(user.claims, async (tx) => {
        if (attachedBytes > 0) {
          // The files count against the company's storage: checked before anything is written.
          const [target] = await tx
            .select({ projectId: projectTasks.projectId })
            .from(projectTasks)
            .where(eq(projectTasks.id, id));
          const over = target ? await quotaProblem(tx, target.projectId, attachedBytes) : null;
          if (over) return { refused: FIX_FIELDS, field: quotaRefusal(over) };
        }
        // Done once: a second send finds nothing left to do and changes nothing.
        const [task] = await tx
          .update(projectTasks)
          .set({ status: 'done', completionNote: comment || null })
          .where(and(eq(projectTasks.id, id), ne(projectTasks.status, 'done')))
          .returning({
            projectId: projectTasks.projectId,
            milestoneId: projectTasks.milestoneId,
            title: projectTasks.title,
            projectTitle: sql<string>`(select p.title from app.projects p where p.id = ${projectTasks.projectId})`,
          });
        if (!task) return { refused: TASK_NOT_YOURS };
        const body = `Done: ${task.title}${comment ? `\n\n${comment}` : ''}`;
        const [message] = await tx
          .insert(projectMessages)
          .values({ projectId: task.projectId, authorId: user.claims.sub, body })
          .returning({ id: projectMessages.id });
        for (const file of attached) {
          await tx.insert(projectMessageAttachments).values({
            messageId: message.id,
            storageKey: file.key,
            fileName: file.name,
            contentType: ALLOWED_FILE_TYPES[file.ext],
            sizeBytes: file.bytes.byteLength,
          });
          // Stored inside the row's transaction: a failed store leaves no row.
          await storage.put(file.key, file.bytes, ALLOWED_FILE_TYPES[file.ext]);
        }
        const filesNote =
          attached.length > 0 ? `\n(${attached.length} file${attached.length === 1 ? '' : 's'} attached)` : '';
        const who = user.profile.fullName || user.profile.email;
        await notifyMany(tx, 'tasks', user.claims.sub, [
          {
            audience: { kind: 'team' },
            title: `Done by the client on ${task.projectTitle}: ${task.title}`,
            body: `${who} marked “${task.title}” done.${comment ? `\n\n${comment}` : ''}${filesNote}`,
            link: `/admin/projects/${task.projectId}/plan`,
          },
        ]);
        await notifyMilestonesReached(tx, user.claims.sub, await reachedMilestones(tx, [task.milestoneId], []));
        return { projectId: task.projectId };
      });
    } catch (error) {
      for (const file of attached) await storage.remove(file.key).catch(() => undefined);
      if (isDatabaseUnavailable(error)) throw error;
      if (isStorageQuotaError(error)) return { ok: false, error: PLAN_FAILED, code: 'quota' };
      log.error({ err: error }, 'Completing a task failed');
      return { ok: false, error: PLAN_FAILED };
    }
    if ('refused' in outcome) {
      return outcome.field
        ? { ok: false, error: outcome.refused, fieldErrors: { files: outcome.field }, code: 'quota' }
        : { ok: false, error: outcome.refused };
    }
    revalidatePortal(`/projects/${outcome.projectId}`);
    revalidatePortal(`/admin/projects/${outcome.projectId}/plan`);
    revalidatePortal(`/admin/projects/${outcome.projectId}`);
    revalidatePortal('/');
    return { ok: true, message: TASK_COMPLETED };
  },
);
