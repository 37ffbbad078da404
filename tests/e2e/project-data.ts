import type postgres from 'postgres';
import { PASSWORD } from '../support/e2e-env';
import { insertClient, uniqueTag } from './admin-data';

// Projects for the project screens' tests: each test makes its own client and projects
// with a unique tag, and never moves or edits the seeded ones.

export { uniqueTag };

export type NewProject = {
  title: string;
  clientId: string;
  stage?: string;
  value?: number;
  fee?: number;
  progress?: number;
  start?: string | null;
  end?: string | null;
  description?: string | null;
  createdAt?: string;
};

export async function insertProject(sql: postgres.Sql, p: NewProject): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into app.projects (title, client_id, kanban_stage, project_value, monthly_fee, progress_percentage,
      start_date, end_date, description, created_at)
    values (${p.title}, ${p.clientId}, ${p.stage ?? 'discovery_audit'}, ${p.value ?? 0}, ${p.fee ?? 0},
      ${p.progress ?? 0}, ${p.start ?? null}, ${p.end ?? null}, ${p.description ?? null}, ${p.createdAt ?? sql`now()`})
    returning id`;
  return row.id;
}

/** A client of the test's own (company `${tag} Co`), optionally able to sign in. */
export async function insertTestClient(
  sql: postgres.Sql,
  tag: string,
  options: { company?: string | null; fullName?: string; canSignIn?: boolean } = {},
): Promise<{ id: string; email: string; company: string | null }> {
  const email = `owner@${tag}.test`;
  const company = options.company === undefined ? `${tag} Co` : options.company;
  const id = await insertClient(sql, {
    email,
    companyName: company,
    fullName: options.fullName,
    invitation: 'accepted',
  });
  if (options.canSignIn) {
    await sql`update auth.users set encrypted_password = extensions.crypt(${PASSWORD}, extensions.gen_salt('bf')),
              email_confirmed_at = now() where id = ${id}`;
  }
  return { id, email, company };
}
