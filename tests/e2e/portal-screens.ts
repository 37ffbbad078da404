// Every portal screen a role can open, with the ids of demo records filled in: the list the
// phone-width and theme checks walk through.
import { e2eSql } from './fixtures';
import type { E2ERole } from '../support/e2e-env';

export type ShellRole = Extract<E2ERole, 'admin' | 'client' | 'super_admin'>;

const ADMIN_SCREENS = [
  '/dashboard',
  '/admin/clients',
  '/admin/clients/new',
  '/admin/clients/:client',
  '/admin/clients/:client/erase',
  '/admin/clients/:client/company',
  '/admin/projects',
  '/admin/projects/new',
  '/admin/projects/:project',
  '/admin/projects/:project/audit-roi',
  '/admin/projects/:project/billing',
  '/admin/users',
  '/admin/inquiries',
  '/admin/bookings',
  '/admin/support',
  '/admin/support/:ticket',
  '/admin/files',
  '/admin/security',
  '/admin/activity',
  '/admin/settings',
  '/admin/settings/proposal-templates',
  '/admin/settings/payment-reminders',
  '/admin/settings/autopay',
  '/admin/projects/:project/proposal',
  '/notifications',
  '/account',
  '/account/two-factor',
];

export const PORTAL_SCREENS: Record<ShellRole, string[]> = {
  client: [
    '/',
    '/projects',
    '/projects/:clientProject',
    '/projects/:clientProject/audit',
    '/projects/:proposalProject/proposal',
    '/files',
    '/billing',
    '/support',
    '/support/:clientTicket',
    '/team',
    '/notifications',
    '/account',
    '/account/two-factor',
  ],
  admin: ADMIN_SCREENS,
  super_admin: [...ADMIN_SCREENS, '/admin/outbox'],
};

/** Reads the demo ids once; returns the function that fills them into a path. */
export async function demoIds(): Promise<(path: string) => string> {
  const sql = e2eSql();
  try {
    const [{ id: client }] = await sql`select id from app.profiles where email = 'client2@demo.test'`;
    const [{ id: project }] = await sql`select id from app.projects order by created_at limit 1`;
    const [{ id: clientProject }] = await sql`select p.id from app.projects p
      join app.profiles c on c.id = p.client_id where c.email = 'client@demo.test' order by p.created_at limit 1`;
    const [{ id: proposalProject }] = await sql`select project_id as id from app.proposals p
      join app.projects j on j.id = p.project_id where j.title = 'AI Customer Support Assistant'`;
    const [{ id: ticket }] = await sql`select id from app.support_tickets order by created_at limit 1`;
    const [{ id: clientTicket }] = await sql`select t.id from app.support_tickets t
      join app.profiles c on c.id = t.client_id where c.email = 'client@demo.test' order by t.created_at limit 1`;
    const ids: Record<string, string> = { client, project, clientProject, proposalProject, ticket, clientTicket };
    return (path) => path.replace(/:(\w+)/g, (_, name: string) => ids[name]);
  } finally {
    await sql.end();
  }
}
