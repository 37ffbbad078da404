'use server';

import { visibleProject } from '@/lib/companies/access';
import { and, eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, NOT_ALLOWED, type ActionError, type ActionResult } from '@/lib/actions/action';
import type { CurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { notify } from '@/lib/notifications/notify';
import { withUser } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { once } from '@/lib/idempotency/queries';
import { projectFiles, projects } from '@/lib/db/schema';
import { pickerSearchSchema } from '@/lib/lists/params';
import { fileStorage, newStorageKey } from '@/lib/storage';
import { ALLOWED_FILE_TYPES, FILE_MESSAGES, fileExtension, isAllowedExtension, sanitizeFileName } from './rules';
import { contentsMatch } from './contents';
import { takeWriteAllowance } from '@/lib/security/write-limits';
import { isStorageQuotaError, quotaProblem, storageOwnerOf, storageUsage } from './quota';
import { quotaRefusal, type StorageUsage } from './quota-rules';
import { searchProjectOptions, type ProjectOption } from './queries';
import { deleteFileSchema, uploadFileSchema } from './schema';
import { log } from '@/lib/log/logger';

const STORE_FAILED = 'The file could not be stored. Please try again.';
const FIX_FIELDS = 'Please correct the highlighted fields.';

function revalidateFilePages(projectId: string) {
  revalidatePortal('/admin/files');
  revalidatePortal(`/admin/projects/${projectId}`);
  revalidatePortal('/files');
  revalidatePortal(`/projects/${projectId}`);
}

/**
 * Who may share and remove files: staff on any project, a client on its own (the target is
 * checked below, under RLS). action() has already refused staff held for two-factor sign-in.
 */
function fileActor(user: CurrentUser): 'staff' | 'client' | ActionError {
  if (isAdminRole(user.profile.role)) return 'staff';
  return user.profile.role === 'client' ? 'client' : { ok: false, error: NOT_ALLOWED };
}

/** The quota refusal with the organisation's usage as it stands now. */
async function quotaAnswer(user: CurrentUser, projectId: string): Promise<string> {
  const usage = await withUser(user.claims, async (tx) => {
    const owner = await storageOwnerOf(tx, projectId);
    return owner ? storageUsage(tx, owner) : null;
  });
  return usage ? quotaRefusal(usage) : STORE_FAILED;
}

/**
 * Shares a file on a project (FormData: projectId, file, idempotency key): an admin on any
 * project, a client on its own. The one server path for every upload: the upload route
 * (lib/files/upload-route.ts, with progress in the browser) calls it for each file.
 */
export const uploadProjectFile = action(
  { schema: uploadFileSchema, role: 'signed-in', idempotent: true },
  async ({ projectId, file }, { user, idempotencyKey }): Promise<ActionResult<{ id: string; fileName: string }>> => {
    const actor = fileActor(user);
    if (typeof actor !== 'string') return actor;
    const fileName = sanitizeFileName(file.name);
    const ext = fileExtension(fileName);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isAllowedExtension(ext)) return { ok: false, error: FIX_FIELDS, fieldErrors: { file: FILE_MESSAGES.type } };
    if (!(await contentsMatch(ext, bytes))) {
      return { ok: false, error: FIX_FIELDS, fieldErrors: { file: FILE_MESSAGES.contents(ext) } };
    }
    const tooFast = await takeWriteAllowance(user.claims.sub, 'upload', bytes.byteLength);
    if (tooFast) return { ok: false, error: tooFast, code: 'rate_limited' };
    const storage = fileStorage();
    const storageKey = newStorageKey();
    let id: string | undefined;
    let overQuota: StorageUsage | null = null;
    try {
      // The bytes are stored inside the row's transaction: a failed store leaves no row.
      const outcome = await withUser(user.claims, (tx) =>
        once(tx, idempotencyKey, 'project-file', async (tx) => {
          // RLS shows a client only the projects they see in their company; the filter says so again.
          const [project] = await tx
            .select({ id: projects.id, title: projects.title })
            .from(projects)
            .where(
              actor === 'client'
                ? and(eq(projects.id, projectId), visibleProject(projects.id))
                : eq(projects.id, projectId),
            );
          if (!project) return null;
          // A client's upload counts against its organisation's storage; the team's never does.
          if (actor === 'client' && (overQuota = await quotaProblem(tx, projectId, bytes.byteLength))) return null;
          const [row] = await tx
            .insert(projectFiles)
            .values({
              projectId,
              storageKey,
              fileName,
              contentType: ALLOWED_FILE_TYPES[ext],
              sizeBytes: bytes.byteLength,
              uploadedBy: user.claims.sub,
            })
            .returning({ id: projectFiles.id });
          await storage.put(storageKey, bytes, ALLOWED_FILE_TYPES[ext]);
          await notify(tx, {
            category: 'files',
            actorId: user.claims.sub,
            audience: actor === 'client' ? { kind: 'team' } : { kind: 'project', projectId },
            title: `New file on ${project.title}`,
            body: `“${fileName}” was shared on ${project.title}.`,
            link: actor === 'client' ? `/admin/projects/${projectId}` : `/projects/${projectId}#files`,
          });
          return { id: row.id };
        }),
      );
      id = outcome.value?.id;
    } catch (error) {
      await storage.remove(storageKey).catch(() => undefined);
      if (isDatabaseUnavailable(error)) throw error; // the wrapper answers "temporarily unavailable"
      // Another upload of the same organisation took the last space first (the database's check).
      if (isStorageQuotaError(error)) return { ok: false, error: await quotaAnswer(user, projectId), code: 'quota' };
      log.error({ err: error }, 'Sharing a file failed');
      return { ok: false, error: STORE_FAILED };
    }
    if (overQuota) return { ok: false, error: quotaRefusal(overQuota), code: 'quota' };
    if (!id) return { ok: false, error: FIX_FIELDS, fieldErrors: { projectId: 'Please choose a project' } };
    revalidateFilePages(projectId);
    return { ok: true, id, fileName };
  },
);

/**
 * Removes a shared file: an admin any file, a client only one they uploaded to a project they
 * see (checked here, and by RLS). The row goes at once, then its bytes.
 */
export const deleteProjectFile = action(
  { schema: deleteFileSchema, role: 'signed-in' },
  async ({ id }, { user }): Promise<ActionResult<object>> => {
    const actor = fileActor(user);
    if (typeof actor !== 'string') return actor;
    const outcome = await withUser(user.claims, async (tx) => {
      const [file] = await tx
        .select({ uploadedBy: projectFiles.uploadedBy })
        .from(projectFiles)
        .innerJoin(projects, eq(projects.id, projectFiles.projectId))
        .where(
          actor === 'client' ? and(eq(projectFiles.id, id), visibleProject(projects.id)) : eq(projectFiles.id, id),
        );
      if (!file) return 'missing' as const;
      if (actor === 'client' && file.uploadedBy !== user.claims.sub) {
        return 'not-yours' as const;
      }
      const [removed] = await tx
        .delete(projectFiles)
        .where(eq(projectFiles.id, id))
        .returning({ storageKey: projectFiles.storageKey, projectId: projectFiles.projectId });
      return removed ?? ('missing' as const);
    });
    if (outcome === 'missing') return { ok: false, error: 'That file no longer exists.' };
    if (outcome === 'not-yours') return { ok: false, error: 'You can remove only the files you uploaded.' };
    await fileStorage()
      .remove(outcome.storageKey)
      .catch((error) => log.error({ storageKey: outcome.storageKey, err: error }, 'Removing stored bytes failed'));
    revalidateFilePages(outcome.projectId);
    return { ok: true };
  },
);

/** The admin's project picker: projects whose title or client matches the typed text. */
export const findProjects = action(
  { schema: pickerSearchSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ options: ProjectOption[] }>> => ({
    ok: true,
    options: await withUser(user.claims, (tx) => searchProjectOptions(tx, input.query)),
  }),
);
