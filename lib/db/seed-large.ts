import type postgres from 'postgres';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { INQUIRY_STATUSES } from '@/lib/inquiries/status';
import { KANBAN_STAGES } from '@/lib/projects/stages';

export const LARGE = { clients: 10_000, projects: 50_000, inquiries: 1_000, auditedProjects: 2_000 } as const;

/**
 * Fills a database for the benchmarks: 10,000 clients, 50,000 projects across
 * all stages, audits with items and 1,000 inquiries, generated in SQL so it takes seconds.
 * Rows are marked (emails @bench.example) so a second run adds nothing.
 */
/** A list as a PostgreSQL array literal (its values hold no commas, quotes or braces). */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

export async function seedLarge(
  sql: postgres.Sql,
  sizes: { clients: number; projects: number; inquiries: number; auditedProjects: number } = LARGE,
): Promise<boolean> {
  // The lists come from their one source, so the seed covers every value the app knows.
  const [projectTypes, budgets, timelines] = [projectTypeOptions, budgetOptions, timelineOptions].map((options) =>
    options.map((o) => o.value),
  );
  const [existing] = await sql`select 1 from auth.users where email like '%@bench.example' limit 1`;
  if (existing) return false;
  await sql.begin(async (tx) => {
    await tx`
      insert into auth.users (email, raw_user_meta_data, invited_at)
      select 'client' || g || '@bench.example',
             jsonb_build_object('full_name', 'Bench Client ' || g),
             case when g % 3 = 0 then null else now() - (g % 90) * interval '1 day' end
      from generate_series(1, ${sizes.clients}) g`;
    await tx`
      update app.profiles p set
        company_name = case when n % 10 = 0 then null else 'Company ' || n || ' ' || (array['Logistics','Dental','Builders','Retail','Legal','Analytics','Foods','Health'])[1 + n % 8] end,
        phone = '(612) 555-' || lpad((n % 10000)::text, 4, '0'),
        website = 'https://company' || n || '.example',
        invitation_status = (array['pending','sent','accepted','accepted'])[1 + n % 4]::app.invitation_status,
        invitation_sent_at = case when n % 4 = 0 then null else now() - (n % 60) * interval '1 day' end,
        created_at = now() - (n % 700) * interval '1 day'
      from (select id, substring(email from 'client(\\d+)@')::int as n from auth.users where email like '%@bench.example') u
      where p.id = u.id`;
    await tx`
      with clients as (select id, row_number() over (order by id) as n from app.profiles where email like '%@bench.example')
      insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee, progress_percentage,
                                   start_date, end_date, created_at)
      select 'Project ' || g || ' ' || (array['Website','Portal','AI Assistant','Mobile App','ERP Migration','Data Pipeline'])[1 + g % 6],
             'Benchmark project ' || g,
             c.id,
             (${arrayLiteral(KANBAN_STAGES)}::app.kanban_stage[])[1 + g % ${KANBAN_STAGES.length}],
             5000 + (g % 95) * 1000, (g % 12) * 100, (g * 7) % 101,
             current_date - (g % 400), current_date + (g % 300),
             now() - (g % 900) * interval '1 hour'
      from generate_series(1, ${sizes.projects}) g
      join clients c on c.n = 1 + (g % ${sizes.clients})`;
    await tx`
      insert into app.software_audits (project_id, file_name)
      select id, 'audit.csv' from app.projects where description like 'Benchmark project %' order by id limit ${sizes.auditedProjects}`;
    await tx`
      insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
      select a.id, 'Tool ' || i, 50 * i, 600 * i, (array['CRM','Accounting','Support','Marketing','Hosting'])[i], i
      from app.software_audits a cross join generate_series(1, 5) i
      where a.file_name = 'audit.csv'`;
    await tx`
      insert into app.contact_inquiries (full_name, email, company, project_type, budget, timeline, description, status, created_at)
      select 'Visitor ' || g, 'visitor' || g || '@bench.example', 'Prospect ' || g,
             (${arrayLiteral(projectTypes)}::text[])[1 + g % ${projectTypes.length}],
             (${arrayLiteral(budgets)}::text[])[1 + g % ${budgets.length}],
             (${arrayLiteral(timelines)}::text[])[1 + g % ${timelines.length}],
             'We would like to talk about a project that replaces several tools with one system. ' || g,
             (${arrayLiteral(INQUIRY_STATUSES)}::app.inquiry_status[])[1 + g % ${INQUIRY_STATUSES.length}],
             now() - g * interval '1 hour'
      from generate_series(1, ${sizes.inquiries}) g`;
  });
  await sql`analyze`;
  return true;
}
