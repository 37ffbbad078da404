// The demo client's project in development has a plan: milestones with done and open tasks,
// one overdue, one waiting on the demo client, one internal (the client never sees it). Due
// dates are relative to the day the seed runs, so "late" and "due soon" stay true of the demo.

type Task = {
  title: string;
  status: 'todo' | 'in_progress' | 'blocked' | 'done';
  /** Days from the seed's day (negative: in the past). */
  due?: number;
  /** 'team' (the demo admin) or a client's email. */
  assignee?: string;
  internal?: boolean;
  description?: string;
};
type Milestone = { title: string; due: number; tasks: Task[] };

export function demoPlanStatements(project: {
  id: string;
  admin: string;
  userId: (email: string) => string;
  lit: (value: string | null | undefined) => string;
  client: string;
  member: string;
}): string[] {
  const { lit } = project;
  const plan: Milestone[] = [
    {
      title: 'Discovery and design',
      due: -40,
      tasks: [
        { title: 'Product catalogue audit', status: 'done', due: -55, assignee: 'team' },
        { title: 'Approve the visual design', status: 'done', due: -45, assignee: project.client },
        { title: 'Design system and page templates', status: 'done', due: -42, assignee: 'team' },
      ],
    },
    {
      title: 'Storefront build',
      due: 10,
      tasks: [
        { title: 'Product pages and search', status: 'done', due: -12, assignee: 'team' },
        { title: 'Checkout and payments', status: 'in_progress', due: 6, assignee: 'team' },
        {
          title: 'Shipping rates integration',
          status: 'blocked',
          due: -3,
          assignee: 'team',
          description: 'Waiting for the carrier to issue API keys.',
        },
        {
          title: 'Send product photos for the new categories',
          status: 'todo',
          due: 2,
          assignee: project.client,
          description: 'Outdoor gear and footwear: at least one photo per product, 2000 px wide.',
        },
        { title: 'Check the hosting margin', status: 'todo', due: 5, assignee: 'team', internal: true },
      ],
    },
    {
      title: 'Data migration and launch',
      due: 45,
      tasks: [
        { title: 'Migrate customer accounts', status: 'todo', due: 35, assignee: 'team' },
        { title: 'Give us access to the DNS settings', status: 'todo', due: 25, assignee: project.member },
        { title: 'Launch checklist', status: 'todo', due: 44, internal: true },
      ],
    },
  ];
  const day = (offset: number) => `current_date + ${offset}`;
  const statements = plan.flatMap((m, position) => {
    const milestone = `(select id from app.project_milestones where project_id = ${project.id} and title = ${lit(m.title)})`;
    return [
      `insert into app.project_milestones (project_id, title, due_date, position)
  values (${project.id}, ${lit(m.title)}, ${day(m.due)}, ${position})`,
      ...m.tasks.map((t, i) => {
        const staff = t.assignee === 'team' ? project.userId(project.admin) : 'null';
        const client = t.assignee && t.assignee !== 'team' ? project.userId(t.assignee) : 'null';
        return `insert into app.project_tasks (project_id, milestone_id, title, description, status, client_visible,
    assignee_staff_id, assignee_client_id, due_date, position)
  values (${project.id}, ${milestone}, ${lit(t.title)}, ${lit(t.description)}, ${lit(t.status)}, ${!t.internal},
    ${staff}, ${client}, ${t.due === undefined ? 'null' : day(t.due)}, ${i})`;
      }),
    ];
  });
  // The plan is the project's past, not something done the moment the seed runs: the entries
  // its triggers wrote would push the demo's Recent Activity off the dashboard.
  return [
    ...statements,
    `delete from app.activity_log where resource_id = ${project.id}
  and (action like 'task\_%' or action like 'milestone\_%')`,
  ];
}
