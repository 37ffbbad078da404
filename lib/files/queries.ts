import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { withUser, type Claims } from '@/lib/db/client';
import { profiles, projectFiles, projects } from '@/lib/db/schema';

export type ProjectFile = {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
};

const listed = {
  id: projectFiles.id,
  fileName: projectFiles.fileName,
  contentType: projectFiles.contentType,
  sizeBytes: projectFiles.sizeBytes,
  createdAt: projectFiles.createdAt,
};

/** A project's files, newest first (RLS: admins, or the project's client). */
export async function listProjectFiles(claims: Claims, projectId: string): Promise<ProjectFile[]> {
  return withUser(claims, (tx) =>
    tx
      .select(listed)
      .from(projectFiles)
      .where(eq(projectFiles.projectId, projectId))
      .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id)),
  );
}

/**
 * The file to send for a download, looked up under the requester's claims: RLS answers
 * nothing for a file that is not theirs, guessed ids included.
 */
export async function findDownloadableFile(claims: Claims, id: string) {
  const [row] = await withUser(claims, (tx) =>
    tx
      .select({ ...listed, storageKey: projectFiles.storageKey })
      .from(projectFiles)
      .where(eq(projectFiles.id, id)),
  );
  return row ?? null;
}

export type FileProjectChoice = { id: string; title: string; clientName: string };

/** Every project with its client, for the admin's "which project" select (RLS: admins). */
export async function listProjectChoices(claims: Claims): Promise<FileProjectChoice[]> {
  const clientName = sql<string>`coalesce(nullif(${profiles.companyName}, ''), nullif(${profiles.fullName}, ''), ${profiles.email})`;
  return withUser(claims, (tx) =>
    tx
      .select({ id: projects.id, title: projects.title, clientName })
      .from(projects)
      .innerJoin(profiles, eq(profiles.id, projects.clientId))
      .orderBy(asc(sql`lower(${clientName})`), asc(projects.title)),
  );
}
