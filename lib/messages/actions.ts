'use server';

import { canSeeProject } from '@/lib/companies/access';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { NOT_ALLOWED } from '@/lib/actions/messages';
import type { CurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { withUser } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { projectMessageAttachments, projectMessages } from '@/lib/db/schema';
import { ALLOWED_FILE_TYPES } from '@/lib/files/rules';
import { once } from '@/lib/idempotency/queries';
import { notifyMany } from '@/lib/notifications/notify';
import { fileStorage } from '@/lib/storage';
import { isStorageQuotaError, quotaProblem, storageOwnerOf, storageUsage } from '@/lib/files/quota';
import { quotaRefusal, type StorageUsage } from '@/lib/files/quota-rules';
import { takeWriteAllowance } from '@/lib/security/write-limits';
import { checkAttachments } from './attachments';
import { markThreadRead, messageTarget } from './queries';
import { MESSAGE_MESSAGES } from './rules';
import { markReadSchema, messageSchema } from './schema';
import { log } from '@/lib/log/logger';

const FIX_FIELDS = 'Please correct the highlighted fields.';

/** Who may write on a thread at all: the team, or a client (on its own projects, checked below). */
function writerProblem(user: CurrentUser): string | null {
  if (isAdminRole(user.profile.role)) return null; // held for two-factor: refused by action()
  return user.profile.role === 'client' ? null : NOT_ALLOWED;
}

function revalidateThread(projectId: string) {
  revalidatePortal(`/projects/${projectId}`);
  revalidatePortal(`/admin/projects/${projectId}`);
  revalidatePortal('/projects');
}

/**
 * Writes a message (with its attachments) on a project's thread. A client writes only on its
 * own projects, the team on any; the database's policies say the same. The other side is
 * notified in the same transaction, and the log entry is written by the database.
 */
export const postMessage = action(
  { schema: messageSchema, role: 'signed-in', idempotent: true },
  async ({ projectId, body, files }, { user, idempotencyKey }): Promise<ActionResult<{ id: string }>> => {
    const refused = writerProblem(user);
    if (refused) return { ok: false, error: refused };
    const staff = isAdminRole(user.profile.role);
    // Refused before anything is read or stored; the form keeps what was typed.
    const tooFast = await takeWriteAllowance(user.claims.sub, 'message');
    if (tooFast) return { ok: false, error: tooFast, code: 'rate_limited' };

    // The same contents check as shared files: the bytes must be what the name says.
    const attachments = await checkAttachments(files);
    if (!attachments.ok) return { ok: false, error: FIX_FIELDS, fieldErrors: { files: attachments.message } };
    const checked = attachments.checked;
    const attachedBytes = checked.reduce((sum, file) => sum + file.bytes.byteLength, 0);
    if (attachedBytes > 0) {
      const uploadTooFast = await takeWriteAllowance(user.claims.sub, 'upload', attachedBytes);
      if (uploadTooFast) return { ok: false, error: uploadTooFast, code: 'rate_limited' };
    }

    const storage = fileStorage();
    let id: string | undefined;
    let overQuota: StorageUsage | null = null;
    try {
      const outcome = await withUser(user.claims, (tx) =>
        once(tx, idempotencyKey, 'project-message', async (tx) => {
          const project = await messageTarget(tx, projectId);
          // The target, not only the caller: a project the client sees, or any for the team.
          if (!project || (!staff && !(await canSeeProject(tx, projectId)))) return null;
          // A client's attachments count against its organisation's storage.
          if (!staff && attachedBytes > 0 && (overQuota = await quotaProblem(tx, projectId, attachedBytes)))
            return null;
          const [row] = await tx
            .insert(projectMessages)
            .values({ projectId, authorId: user.claims.sub, body })
            .returning({ id: projectMessages.id });
          for (const file of checked) {
            await tx.insert(projectMessageAttachments).values({
              messageId: row.id,
              storageKey: file.key,
              fileName: file.name,
              contentType: ALLOWED_FILE_TYPES[file.ext],
              sizeBytes: file.bytes.byteLength,
            });
            // Stored inside the row's transaction: a failed store leaves no row.
            await storage.put(file.key, file.bytes, ALLOWED_FILE_TYPES[file.ext]);
          }
          const who = user.profile.fullName || user.profile.companyName || user.profile.email;
          const attached =
            checked.length > 0 ? `\n(${checked.length} file${checked.length === 1 ? '' : 's'} attached)` : '';
          const message = {
            title: `New message on ${project.title}`,
            body: `${who}: ${body.length > 300 ? `${body.slice(0, 300)}…` : body}${attached}`,
            // One mail per person for a burst of messages on the thread, not one per message.
            thread: `project-messages:${projectId}`,
          };
          // The project's people hear of every message (the writer excepted); the team of a client's.
          await notifyMany(tx, 'messages', user.claims.sub, [
            ...(staff
              ? []
              : [{ audience: { kind: 'team' } as const, ...message, link: `/admin/projects/${projectId}#messages` }]),
            { audience: { kind: 'project', projectId }, ...message, link: `/projects/${projectId}#messages` },
          ]);
          return { id: row.id };
        }),
      );
      id = outcome.value?.id;
      if (outcome.replayed) for (const file of checked) await storage.remove(file.key).catch(() => undefined);
    } catch (error) {
      for (const file of checked) await storage.remove(file.key).catch(() => undefined);
      if (isDatabaseUnavailable(error)) throw error; // the wrapper answers "temporarily unavailable"
      if (isStorageQuotaError(error)) {
        // Another upload of the same organisation took the last space first (the database's check).
        const usage = await withUser(user.claims, async (tx) => {
          const owner = await storageOwnerOf(tx, projectId);
          return owner ? storageUsage(tx, owner) : null;
        });
        return { ok: false, error: usage ? quotaRefusal(usage) : MESSAGE_MESSAGES.failed, code: 'quota' };
      }
      log.error({ err: error }, 'Posting a project message failed');
      return { ok: false, error: MESSAGE_MESSAGES.failed };
    }
    if (overQuota)
      return { ok: false, error: FIX_FIELDS, fieldErrors: { files: quotaRefusal(overQuota) }, code: 'quota' };
    if (!id) return { ok: false, error: MESSAGE_MESSAGES.project };
    revalidateThread(projectId);
    return { ok: true, id };
  },
);

/** Marks a thread read up to the newest message the reader was shown. */
export const markMessagesRead = action(
  { schema: markReadSchema, role: 'signed-in' },
  async ({ projectId, upTo }, { user }): Promise<ActionResult<object>> => {
    const marked = await withUser(user.claims, (tx) => markThreadRead(tx, user.claims.sub, projectId, new Date(upTo)));
    if (!marked) return { ok: false, error: MESSAGE_MESSAGES.project };
    revalidateThread(projectId);
    return { ok: true };
  },
);

/** The "Mark as read" button's form post (works without JavaScript). */
export async function markMessagesReadForm(formData: FormData): Promise<void> {
  await markMessagesRead({ projectId: formData.get('projectId'), upTo: formData.get('upTo') });
}
