'use server';

import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { once } from '@/lib/idempotency/queries';
import { projectFiles, projects } from '@/lib/db/schema';
import { pickerSearchSchema } from '@/lib/lists/params';
import { fileStorage, newStorageKey } from '@/lib/storage';
import { ALLOWED_FILE_TYPES, FILE_MESSAGES, fileExtension, isAllowedExtension, sanitizeFileName } from './rules';
import { contentsMatch } from './contents';
import { searchProjectOptions, type ProjectOption } from './queries';
import { deleteFileSchema, uploadFileSchema } from './schema';

const STORE_FAILED = 'The file could not be stored. Please try again.';
const FIX_FIELDS = 'Please correct the highlighted fields.';

function revalidateFilePages(projectId: string) {
  revalidatePath('/portal/admin/files');
  revalidatePath(`/portal/admin/projects/${projectId}`);
  revalidatePath('/portal/files');
}

/** An admin shares a file on a project (the form sends FormData: projectId and file). */
export const uploadProjectFile = action(
  { schema: uploadFileSchema, role: 'admin', idempotent: true },
  async ({ projectId, file }, { user, idempotencyKey }): Promise<ActionResult<{ id: string }>> => {
    const fileName = sanitizeFileName(file.name);
    const ext = fileExtension(fileName);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isAllowedExtension(ext)) return { ok: false, error: FIX_FIELDS, fieldErrors: { file: FILE_MESSAGES.type } };
    if (!(await contentsMatch(ext, bytes))) {
      return { ok: false, error: FIX_FIELDS, fieldErrors: { file: FILE_MESSAGES.contents(ext) } };
    }
    const storage = fileStorage();
    const storageKey = newStorageKey();
    let id: string | undefined;
    try {
      // The bytes are stored inside the row's transaction: a failed store leaves no row.
      const outcome = await withUser(user.claims, (tx) =>
        once(tx, idempotencyKey, 'project-file', async (tx) => {
          const project = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
          if (project.length === 0) return null;
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
          return { id: row.id };
        }),
      );
      id = outcome.value?.id;
    } catch (error) {
      await storage.remove(storageKey).catch(() => undefined);
      if (isDatabaseUnavailable(error)) throw error; // the wrapper answers "temporarily unavailable"
      console.error('Sharing a file failed', error);
      return { ok: false, error: STORE_FAILED };
    }
    if (!id) return { ok: false, error: FIX_FIELDS, fieldErrors: { projectId: 'Please choose a project' } };
    revalidateFilePages(projectId);
    return { ok: true, id };
  },
);

/** An admin removes a shared file: the row at once, then its bytes. */
export const deleteProjectFile = action(
  { schema: deleteFileSchema, role: 'admin' },
  async ({ id }, { user }): Promise<ActionResult<object>> => {
    const [removed] = await withUser(user.claims, (tx) =>
      tx
        .delete(projectFiles)
        .where(eq(projectFiles.id, id))
        .returning({ storageKey: projectFiles.storageKey, projectId: projectFiles.projectId }),
    );
    if (!removed) return { ok: false, error: 'That file no longer exists.' };
    await fileStorage()
      .remove(removed.storageKey)
      .catch((error) => console.error('Removing stored bytes failed', removed.storageKey, error));
    revalidateFilePages(removed.projectId);
    return { ok: true };
  },
);

/** The admin's project picker: projects whose title or client matches the typed text. */
export const findProjects = action(
  { schema: pickerSearchSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ options: ProjectOption[] }>> => ({
    ok: true,
    options: await searchProjectOptions(user.claims, input.query),
  }),
);
