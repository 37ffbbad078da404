import 'server-only';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { profiles, projectFiles, projects } from '@/lib/db/schema';
import { anyContains } from '@/lib/db/text-search';

export type ProjectFile = {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
  /** Who shared it (null: an account since removed) and their name, when the reader may see it. */
  uploadedBy: string | null;
  uploaderName: string | null;
};

const listed = {
  id: projectFiles.id,
  fileName: projectFiles.fileName,
  contentType: projectFiles.contentType,
  sizeBytes: projectFiles.sizeBytes,
  createdAt: projectFiles.createdAt,
};

type ProjectFileJson = Omit<ProjectFile, 'createdAt'> & { createdAt: string };

const fromJson = (value: unknown): ProjectFileJson[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as ProjectFileJson[];

// RLS shows a client only its own profile: the team's names read as null there.
const uploaderName = sql.raw(`coalesce(nullif(u.full_name, ''), u.email)`);

/**
 * A project's files, newest first, as one json column of a select, so a page can load them
 * with the project in one statement (RLS: admins, or the project's client, as everywhere).
 */
export function projectFilesColumn(projectId: string | SQL) {
  return sql`coalesce((
    select json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'contentType', f.content_type,
                                      'sizeBytes', f.size_bytes, 'createdAt', f.created_at,
                                      'uploadedBy', f.uploaded_by, 'uploaderName', ${uploaderName})
                    order by f.created_at desc, f.id desc)
    from app.project_files f left join app.profiles u on u.id = f.uploaded_by
    where f.project_id = ${projectId}), '[]'::json)`.mapWith((value: unknown): ProjectFile[] =>
    fromJson(value).map((f) => ({ ...f, createdAt: new Date(f.createdAt) })),
  );
}

/** A project's files, newest first. */
export async function listProjectFiles(tx: Tx, projectId: string): Promise<ProjectFile[]> {
  const [row] = await tx.select({ files: projectFilesColumn(projectId) }).from(sql`(values (1)) as one (x)`);
  return row.files;
}

/**
 * The file to send for a download, looked up under the requester's claims: RLS answers
 * nothing for a file that is not theirs, guessed ids included.
 */
export async function findDownloadableFile(tx: Tx, id: string) {
  const [row] = await tx
    .select({ ...listed, storageKey: projectFiles.storageKey })
    .from(projectFiles)
    .where(eq(projectFiles.id, id));
  return row ?? null;
}

export type ProjectOption = { value: string; label: string; detail: string };

const clientName = sql<string>`coalesce(nullif(${profiles.companyName}, ''), nullif(${profiles.fullName}, ''), ${profiles.email})`;
const projectOptionColumns = { id: projects.id, title: projects.title, clientName };
const toProjectOption = (row: { id: string; title: string; clientName: string }): ProjectOption => ({
  value: row.id,
  label: row.title,
  detail: row.clientName,
});

/**
 * Projects for the admin's "which project" picker, newest first: the first ones, or those whose
 * title or client matches `query` (RLS: admins). A picker, not a select: there may be 50,000.
 */
export async function searchProjectOptions(tx: Tx, query: string, limit = 20): Promise<ProjectOption[]> {
  const text = query.trim();
  const rows = await tx
    .select(projectOptionColumns)
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(text ? anyContains([projects.title, profiles.companyName, profiles.fullName], text) : undefined)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
  return rows.map(toProjectOption);
}

/** One project as a picker option, or null when there is no such project. */
export async function projectOption(tx: Tx, id: string): Promise<ProjectOption | null> {
  const [row] = await tx
    .select(projectOptionColumns)
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(eq(projects.id, id))
    .limit(1);
  return row ? toProjectOption(row) : null;
}
