import { postgresClient } from '../../lib/db/postgres-client';

export type Screen = { name: string; path: string };

/** Every admin screen and filter, with ids from the large data set (`npm run seed:large`). */
export async function adminScreens(databaseUrl: string): Promise<Screen[]> {
  const sql = postgresClient(databaseUrl, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const [client] = await sql`select id from app.profiles where email = 'client5000@bench.example'`;
    const [project] = await sql`select id, client_id from app.projects where title like 'Project 25000 %'`;
    return [
      { name: 'Dashboard (pipeline)', path: '/dashboard' },
      { name: 'Clients', path: '/admin/clients' },
      { name: 'Clients: search', path: '/admin/clients?q=company%2012' },
      { name: 'Clients: active', path: '/admin/clients?status=active' },
      { name: 'Clients: inactive, page 3', path: '/admin/clients?status=inactive&page=3' },
      { name: 'Client detail', path: `/admin/clients/${client.id}` },
      { name: 'Projects', path: '/admin/projects' },
      { name: 'Projects: stage', path: '/admin/projects?stage=in_development' },
      { name: 'Projects: client', path: `/admin/projects?client=${project.client_id}` },
      { name: 'Project detail', path: `/admin/projects/${project.id}` },
      { name: 'Users', path: '/admin/users' },
      { name: 'Users: role', path: '/admin/users?role=admin' },
      { name: 'Inquiries', path: '/admin/inquiries' },
      { name: 'Inquiries: new', path: '/admin/inquiries?status=new' },
      { name: 'Support', path: '/admin/support' },
      { name: 'Files of a project', path: `/admin/files?project=${project.id}` },
      { name: 'Project plan', path: `/admin/projects/${project.id}/plan` },
      // Open tasks across projects (20 per project in the large seed: 1,000,000).
      { name: 'This Week', path: '/admin/this-week' },
      { name: 'This Week: overdue', path: '/admin/this-week?view=overdue' },
      { name: 'This Week: waiting on clients, page 3', path: '/admin/this-week?view=waiting&assignee=client&page=3' },
      { name: 'Settings', path: '/admin/settings' },
      { name: 'Security', path: '/admin/security' },
    ];
  } finally {
    await sql.end();
  }
}
