import type postgres from 'postgres';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { INQUIRY_STATUSES } from '@/lib/inquiries/status';
import { KANBAN_STAGES } from '@/lib/projects/stages';

export const LARGE = { clients: 10_000, projects: 50_000, inquiries: 1_000, auditedProjects: 2_000 } as const;

/**
 * Tasks per project for `npm run seed:large` (1,000,000 for its 50,000 projects). Left out of
 * LARGE so the suites that seed LARGE for other reasons do not pay for a million rows.
 */
export const LARGE_TASKS_PER_PROJECT = 20;

/** A plan's milestones in the large seed; the tasks are shared out among them. */
const MILESTONES_PER_PROJECT = 4;

/**
 * Fills a database for the benchmarks: 10,000 clients, 50,000 projects across
 * all stages, audits with items and 1,000 inquiries, generated in SQL so it takes seconds.
 * Rows are marked (emails @bench.example) so a second run adds nothing.
 */
/** A list as a PostgreSQL array literal (its values hold no commas, quotes or braces). */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

export async function seedLarge(
  sql: postgres.Sql,
  sizes: {
    clients: number;
    projects: number;
    inquiries: number;
    auditedProjects: number;
    tasksPerProject?: number;
  } = LARGE,
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
    await seedLargePlans(tx, sizes.tasksPerProject ?? 0);
  });
  await sql`analyze`;
  return true;
}

/**
 * Every benchmark project gets a plan: MILESTONES_PER_PROJECT milestones sharing `perProject`
 * tasks (20 by default: 1,000,000 tasks for 50,000 projects) across all statuses and due dates
 * around today, some internal, some waiting on the client. Written in bulk with the tables'
 * own triggers off (no activity entry per seeded row); the milestones' counts are then filled
 * in one statement, as the triggers would have.
 */
async function seedLargePlans(tx: postgres.TransactionSql, perProject: number) {
  if (perProject <= 0) return;
  await tx`alter table app.project_milestones disable trigger user`;
  await tx`alter table app.project_tasks disable trigger user`;
  await tx`
    insert into app.project_milestones (project_id, title, due_date, position)
    select p.id, 'Milestone ' || m, p.start_date + m * 30, m - 1
      from app.projects p cross join generate_series(1, ${MILESTONES_PER_PROJECT}) m
     where p.description like 'Benchmark project %'`;
  await tx`
    insert into app.project_tasks (project_id, milestone_id, title, status, client_visible, assignee_client_id,
                                   due_date, position, completed_at)
    select m.project_id, m.id, 'Task ' || t,
           s.status, t % 7 <> 0,
           case when t % 5 = 0 and t % 7 <> 0 then p.client_id end,
           current_date + ((hashtext(m.id::text) + t * 3) % 60) - 30, t,
           case when s.status = 'done' then now() end
      from app.project_milestones m
      join app.projects p on p.id = m.project_id
      cross join generate_series(1, ${Math.ceil(perProject / MILESTONES_PER_PROJECT)}) t
      cross join lateral (select (array['todo', 'in_progress', 'blocked', 'done', 'done'])[1 + (t + m.position) % 5]::app.task_status as status) s
     where p.description like 'Benchmark project %'`;
  await tx`
    update app.project_milestones m
       set task_count = c.visible, done_count = c.visible_done,
           reached_at = case when c.total = c.total_done then now() end
      from (select milestone_id, count(*) filter (where client_visible) as visible,
                   count(*) filter (where client_visible and status = 'done') as visible_done,
                   count(*) as total, count(*) filter (where status = 'done') as total_done
              from app.project_tasks group by milestone_id) c
     where c.milestone_id = m.id`;
  await tx`alter table app.project_milestones enable trigger user`;
  await tx`alter table app.project_tasks enable trigger user`;
}
