import { sql, type SQL } from 'drizzle-orm';

// What a client company's data export holds, one line per table: the file it becomes in the
// archive (records/<name>.json and .csv), the table, which of its rows are the company's, and
// their order. A new table about a company's projects, invoices or people is one more line
// here (tests/db/client-data-export.test.ts then checks it holds the company's rows and no
// other company's). Columns listed in `omit` are the app's internals, not the client's data.

export type ExportTable = {
  name: string;
  table: `app.${string}`;
  /** The condition, on the table's own columns, that picks the company's rows. */
  rows: (organizationId: string) => SQL;
  orderBy: string;
  omit?: readonly string[];
};

const ofCompany = (organizationId: string) => sql`organization_id = ${organizationId}`;
const companyProjects = (organizationId: string) =>
  sql`(select p.id from app.projects p where p.organization_id = ${organizationId})`;
const ofCompanyProjects = (organizationId: string) => sql`project_id in ${companyProjects(organizationId)}`;
const companyPeople = (organizationId: string) =>
  sql`(select m.profile_id from app.organization_members m where m.organization_id = ${organizationId}
       union select p.client_id from app.projects p where p.organization_id = ${organizationId}
       union select t.client_id from app.support_tickets t where t.organization_id = ${organizationId})`;

export const EXPORT_TABLES: readonly ExportTable[] = [
  { name: 'company', table: 'app.client_organizations', rows: (org) => sql`id = ${org}`, orderBy: 'id' },
  { name: 'members', table: 'app.organization_members', rows: ofCompany, orderBy: 'created_at, profile_id' },
  {
    name: 'member-projects',
    table: 'app.organization_member_projects',
    rows: ofCompany,
    orderBy: 'profile_id, project_id',
  },
  // The company's people, and anyone who was its contact on a project or opened its tickets.
  { name: 'people', table: 'app.profiles', rows: (org) => sql`id in ${companyPeople(org)}`, orderBy: 'created_at, id' },
  { name: 'projects', table: 'app.projects', rows: ofCompany, orderBy: 'created_at, id' },
  { name: 'invoices', table: 'app.invoices', rows: ofCompany, orderBy: 'issue_date, number' },
  {
    name: 'payments',
    table: 'app.invoice_payments',
    rows: (org) => sql`invoice_id in (select i.id from app.invoices i where i.organization_id = ${org})`,
    orderBy: 'paid_on, id',
    omit: ['stripe_session_id'],
  },
  { name: 'messages', table: 'app.project_messages', rows: ofCompanyProjects, orderBy: 'created_at, id' },
  {
    name: 'message-attachments',
    table: 'app.project_message_attachments',
    rows: (org) =>
      sql`message_id in (select m.id from app.project_messages m where m.project_id in ${companyProjects(org)})`,
    orderBy: 'created_at, id',
    omit: ['storage_key'],
  },
  { name: 'tickets', table: 'app.support_tickets', rows: ofCompany, orderBy: 'created_at, id' },
  {
    name: 'ticket-replies',
    table: 'app.support_ticket_replies',
    rows: (org) => sql`ticket_id in (select t.id from app.support_tickets t where t.organization_id = ${org})`,
    orderBy: 'created_at, id',
  },
  { name: 'approvals', table: 'app.approvals', rows: ofCompanyProjects, orderBy: 'requested_at, id' },
  { name: 'proposals', table: 'app.proposals', rows: ofCompanyProjects, orderBy: 'created_at, id' },
  { name: 'proposal-versions', table: 'app.proposal_versions', rows: ofCompanyProjects, orderBy: 'sent_at, id' },
  {
    name: 'proposal-signatures',
    table: 'app.proposal_decisions',
    rows: ofCompanyProjects,
    orderBy: 'decided_at, id',
    omit: ['signed_pdf_key'],
  },
  {
    name: 'proposal-countersignatures',
    table: 'app.proposal_countersignatures',
    rows: ofCompanyProjects,
    orderBy: 'countersigned_at, id',
  },
  {
    name: 'files',
    table: 'app.project_files',
    rows: ofCompanyProjects,
    orderBy: 'created_at, id',
    omit: ['storage_key'],
  },
  { name: 'software-audits', table: 'app.software_audits', rows: ofCompanyProjects, orderBy: 'created_at, id' },
  {
    name: 'software-audit-items',
    table: 'app.software_audit_items',
    rows: (org) =>
      sql`audit_id in (select a.id from app.software_audits a where a.project_id in ${companyProjects(org)})`,
    orderBy: 'audit_id, position, id',
  },
  // The projects' plans as the company sees them: internal tasks are the firm's own notes.
  { name: 'milestones', table: 'app.project_milestones', rows: ofCompanyProjects, orderBy: 'project_id, position, id' },
  {
    name: 'tasks',
    table: 'app.project_tasks',
    rows: (org) => sql`client_visible and project_id in ${companyProjects(org)}`,
    orderBy: 'project_id, milestone_id, position, id',
  },
  { name: 'case-studies', table: 'app.case_studies', rows: ofCompanyProjects, orderBy: 'project_id, id' },
  { name: 'testimonials', table: 'app.testimonials', rows: ofCompanyProjects, orderBy: 'project_id, id' },
  // Who agreed to autopay and when (the saved card itself is Stripe's; only its label is ours).
  { name: 'autopay-consents', table: 'app.autopay_consents', rows: ofCompany, orderBy: 'created_at, id' },
  {
    name: 'saved-payment-method',
    table: 'app.saved_payment_methods',
    rows: ofCompany,
    orderBy: 'organization_id',
    omit: ['stripe_payment_method_id', 'stripe_setup_intent_id'],
  },
  // What happened to the company's records, and what its people did.
  {
    name: 'activity',
    table: 'app.activity_log',
    rows: (org) => sql`resource_id = ${org}
      or resource_id in ${companyProjects(org)}
      or resource_id in (select i.id from app.invoices i where i.organization_id = ${org})
      or resource_id in (select t.id from app.support_tickets t where t.organization_id = ${org})
      or resource_id in (select f.id from app.project_files f where f.project_id in ${companyProjects(org)})
      or resource_id in ${companyPeople(org)}
      or user_id in ${companyPeople(org)}`,
    orderBy: 'created_at, id',
  },
];
