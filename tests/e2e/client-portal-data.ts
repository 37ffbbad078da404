import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import type postgres from 'postgres';
import { createLocalStorage } from '@/lib/storage/local';
import { newStorageKey } from '@/lib/storage/types';
import { E2E, PASSWORD } from '../support/e2e-env';
import { uniqueTag } from './admin-data';

// Test data for the client portal pages. Each test makes its own client (who can sign in),
// projects and files with a unique tag; the seeded demo data is only read.

export { uniqueTag };

export type PortalClient = { id: string; email: string; company: string };

/** A client who can sign in with the demo password, with no projects yet. */
export async function createPortalClient(sql: postgres.Sql, tag = uniqueTag()): Promise<PortalClient> {
  const email = `portal-${tag}@e2e.test`;
  const company = `Portal Co ${tag}`;
  const [user] = await sql<{ id: string }[]>`
    insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
    values (${email}, extensions.crypt(${PASSWORD}, extensions.gen_salt('bf')),
            ${JSON.stringify({ full_name: `Pat ${tag}` })}::text::jsonb, now())
    returning id`;
  await sql`update app.profiles set company_name = ${company}, invitation_status = 'accepted' where id = ${user.id}`;
  // Every client is a company with the person as its owner.
  await sql`select app.ensure_client_organization(${user.id})`;
  return { id: user.id, email, company };
}

export async function insertProject(
  sql: postgres.Sql,
  clientId: string,
  project: { title: string; stage?: string; value?: number; fee?: number; progress?: number },
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into app.projects (title, client_id, kanban_stage, project_value, monthly_fee, progress_percentage,
                          end_date, description)
    values (${project.title}, ${clientId}, ${project.stage ?? 'in_development'}, ${project.value ?? 10000},
            ${project.fee ?? 0}, ${project.progress ?? 30}, '2027-03-31',
            'A project made by a browser test.')
    returning id`;
  return row.id;
}

/** Shares a file on a project as the admin upload would: bytes in the server's DATA_DIR/files, plus the row. */
export async function shareFile(
  sql: postgres.Sql,
  projectId: string,
  fileName: string,
  body: string,
  contentType = 'application/pdf',
): Promise<string> {
  const key = newStorageKey();
  await createLocalStorage(path.join(E2E.dataDir, 'files')).put(key, new TextEncoder().encode(body), contentType);
  const [row] = await sql<{ id: string }[]>`
    insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes)
    values (${projectId}, ${key}, ${fileName}, ${contentType}, ${Buffer.byteLength(body)})
    returning id`;
  return row.id;
}

/** Removes a test's file rows and the activity they logged. */
export async function unshareFile(sql: postgres.Sql, fileId: string) {
  await sql`delete from app.activity_log where action = 'file_uploaded' and details ->> 'file_id' = ${fileId}`;
  await sql`delete from app.project_files where id = ${fileId}`;
}

/**
 * A GET on the portal host straight from Node, carrying the page's session cookie (or none):
 * Node does not resolve *.localhost, so it addresses the server and names the host.
 */
export async function portalGet(page: Page, path: string, options: { signedOut?: boolean } = {}): Promise<APIResponse> {
  const cookies = options.signedOut ? [] : await page.context().cookies(E2E.portal);
  return page.request.get(`http://127.0.0.1:${E2E.port}${path}`, {
    headers: {
      host: `portal.localhost:${E2E.port}`,
      ...(cookies.length > 0 ? { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } : {}),
    },
    maxRedirects: 0,
  });
}
