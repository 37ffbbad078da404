import { demoPlanStatements } from './seed-demo-plan';
import { splitCents, toCents } from '@/lib/billing/money';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '@/lib/billing/rules';
import type postgres from 'postgres';
import type { ProposalContent } from '@/lib/proposals/content';
import { proposalDocumentHash } from '@/lib/proposals/pdf';
import { readDatabaseEnvironment } from './environment';
import { showcaseStatements } from './seed-demo-showcase';
import type { Role } from '@/lib/auth/roles';
import type { InvitationStatus } from '@/lib/invitations/status';
import { WORKING_DAYS } from '@/lib/bookings/weekly-hours';
import type { CompanyRole } from '@/lib/companies/roles';

export const DEMO_PASSWORD = 'demo-password';

type DemoUser = {
  email: string;
  fullName: string;
  company?: string;
  role: Role;
  invitation: InvitationStatus;
  canSignIn: boolean;
  phone?: string;
  website?: string;
  address?: string;
  custom?: Record<string, string | number | boolean>;
  /** A teammate in another client's company (by the owner's email); else a client owns its own. */
  teammateOf?: { owner: string; role: Exclude<CompanyRole, 'owner'> };
};

export const demoAccounts = {
  superAdmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  client: 'client@demo.test',
  client2: 'client2@demo.test',
  /** Northstar Outfitters' billing teammate (invoices, payments, statements). */
  billing: 'billing@demo.test',
  /** Northstar Outfitters' member (projects, files, messages, tickets, approvals). */
  member: 'member@demo.test',
} as const;

const users: DemoUser[] = [
  {
    email: demoAccounts.superAdmin,
    fullName: 'Sam Rivera',
    company: 'Consultancy team',
    role: 'super_admin',
    invitation: 'accepted',
    canSignIn: true,
  },
  {
    email: demoAccounts.admin,
    fullName: 'Alex Morgan',
    company: 'Consultancy team',
    role: 'admin',
    invitation: 'accepted',
    canSignIn: true,
  },
  {
    email: demoAccounts.client,
    fullName: 'Jordan Lee',
    company: 'Northstar Outfitters',
    role: 'client',
    invitation: 'accepted',
    canSignIn: true,
    phone: '(612) 555-0101',
    website: 'https://northstar-outfitters.example',
    address: '120 Lake St, Minneapolis, MN 55401, USA',
    custom: { Industry: 'Retail', 'Employee count': 45, 'Onboarding call': true },
  },
  {
    email: demoAccounts.client2,
    fullName: 'Priya Shah',
    company: 'Prairie Health Clinic',
    role: 'client',
    invitation: 'accepted',
    canSignIn: true,
    phone: '(651) 555-0133',
    website: 'https://prairiehealth.example',
    address: '55 Wabasha St, St Paul, MN 55102, USA',
    custom: { Industry: 'Healthcare', 'Employee count': 120 },
  },
  {
    email: demoAccounts.billing,
    fullName: 'Casey Nguyen',
    company: 'Northstar Outfitters',
    role: 'client',
    invitation: 'accepted',
    canSignIn: true,
    teammateOf: { owner: demoAccounts.client, role: 'billing' },
  },
  {
    email: demoAccounts.member,
    fullName: 'Taylor Brooks',
    company: 'Northstar Outfitters',
    role: 'client',
    invitation: 'accepted',
    canSignIn: true,
    teammateOf: { owner: demoAccounts.client, role: 'member' },
  },
  {
    email: 'ops@bluewater-logistics.example',
    fullName: 'Marcus Chen',
    company: 'Bluewater Logistics',
    role: 'client',
    invitation: 'accepted',
    canSignIn: false,
    website: 'https://bluewater-logistics.example',
  },
  {
    email: 'owner@ironrange-builders.example',
    fullName: 'Dana Kowalski',
    company: 'Iron Range Builders',
    role: 'client',
    invitation: 'sent',
    canSignIn: false,
  },
  {
    email: 'it@maplegrove-legal.example',
    fullName: 'Elena Novak',
    company: 'Maple Grove Legal',
    role: 'client',
    invitation: 'accepted',
    canSignIn: false,
  },
  {
    email: 'hello@harborbakery.example',
    fullName: 'Tomás García',
    company: 'Harbor Bakery Co.',
    role: 'client',
    invitation: 'pending',
    canSignIn: false,
  },
  {
    email: 'finance@summitmfg.example',
    fullName: 'Grace Olsen',
    company: 'Summit Manufacturing',
    role: 'client',
    invitation: 'sent',
    canSignIn: false,
  },
  {
    email: 'founder@lumenanalytics.example',
    fullName: 'Noah Williams',
    company: undefined,
    role: 'client',
    invitation: 'pending',
    canSignIn: false,
  },
];

type DemoProject = {
  client: string;
  title: string;
  stage: string;
  value: number;
  fee: number;
  progress: number;
  start: string;
  end: string;
  /** When the upfront and final invoices were issued and paid: an honest history. */
  upfrontIssued?: string;
  upfrontPaid?: string;
  finalIssued?: string;
  finalPaid?: string;
  description: string;
  custom?: Record<string, string | number | boolean>;
};

const projects: DemoProject[] = [
  {
    client: demoAccounts.client,
    title: 'E-commerce Platform Rebuild',
    stage: 'in_development',
    value: 48000,
    fee: 750,
    progress: 62,
    start: '2026-08-04',
    end: '2027-01-29',
    upfrontIssued: '2026-08-04',
    upfrontPaid: '2026-08-06',
    description: 'Replace the hosted storefront with a headless shop wired to inventory and shipping.',
    custom: { Priority: 'High', 'Kick-off notes': 'Migrate 1,800 products and customer accounts.' },
  },
  {
    client: demoAccounts.client,
    title: 'AI Customer Support Assistant',
    stage: 'proposal_sent',
    value: 22000,
    fee: 400,
    progress: 5,
    start: '2026-12-01',
    end: '2027-03-15',
    description: 'An assistant that answers order-status and returns questions from the help desk.',
  },
  {
    client: demoAccounts.client,
    title: 'Inventory Forecasting Audit',
    stage: 'completed',
    value: 9500,
    fee: 0,
    progress: 100,
    start: '2026-03-02',
    end: '2026-05-29',
    upfrontIssued: '2026-03-02',
    upfrontPaid: '2026-03-03',
    finalIssued: '2026-05-29',
    finalPaid: '2026-06-02',
    description: 'Audit of the SaaS tools behind purchasing and stock planning.',
  },
  {
    client: demoAccounts.client2,
    title: 'Patient Intake Automation',
    stage: 'client_review',
    value: 36000,
    fee: 600,
    progress: 85,
    start: '2026-06-15',
    end: '2026-12-18',
    upfrontIssued: '2026-06-15',
    upfrontPaid: '2026-06-16',
    description: 'Digital intake forms with insurance checks feeding the practice system.',
  },
  {
    client: demoAccounts.client2,
    title: 'Scheduling SaaS Consolidation',
    stage: 'discovery_audit',
    value: 18000,
    fee: 0,
    progress: 10,
    start: '2026-11-10',
    end: '2027-02-26',
    description: 'Replace three overlapping scheduling tools with one.',
  },
  {
    client: 'ops@bluewater-logistics.example',
    title: 'Dispatch Mobile App',
    stage: 'contract_signed',
    value: 54000,
    fee: 900,
    progress: 15,
    start: '2026-11-16',
    end: '2027-05-28',
    upfrontIssued: '2026-11-02',
    description: 'Driver app with route updates, proof of delivery and offline mode.',
  },
  {
    client: 'ops@bluewater-logistics.example',
    title: 'Legacy TMS Modernization',
    stage: 'awaiting_final_payment',
    value: 72000,
    fee: 1200,
    progress: 100,
    start: '2025-11-03',
    end: '2026-10-30',
    upfrontIssued: '2025-11-03',
    upfrontPaid: '2025-11-05',
    finalIssued: '2026-10-30',
    description: 'Move the transport management system off a 2009 desktop app.',
  },
  {
    client: 'it@maplegrove-legal.example',
    title: 'Document Review Copilot',
    stage: 'completed',
    value: 30000,
    fee: 500,
    progress: 100,
    start: '2025-09-01',
    end: '2026-02-27',
    upfrontIssued: '2025-09-01',
    upfrontPaid: '2025-09-02',
    finalIssued: '2026-02-27',
    finalPaid: '2026-03-04',
    description: 'Clause extraction and review checklists for contracts.',
  },
  {
    client: 'owner@ironrange-builders.example',
    title: 'Company Website',
    stage: 'discovery_audit',
    value: 9000,
    fee: 150,
    progress: 0,
    start: '2026-12-07',
    end: '2027-01-22',
    description: 'A fast marketing site with a project gallery and quote form.',
  },
  {
    client: 'finance@summitmfg.example',
    title: 'Quality Data Dashboard',
    stage: 'proposal_sent',
    value: 26000,
    fee: 350,
    progress: 0,
    start: '2027-01-05',
    end: '2027-04-30',
    description: 'Shop-floor quality metrics in one dashboard.',
  },
];

const customFields = [
  {
    entity: 'client',
    name: 'Industry',
    type: 'select',
    required: true,
    options: ['Retail', 'Healthcare', 'Logistics', 'Legal', 'Construction', 'Manufacturing', 'Other'],
  },
  { entity: 'client', name: 'Employee count', type: 'number', required: false },
  { entity: 'client', name: 'Contract renewal date', type: 'date', required: false },
  { entity: 'client', name: 'Onboarding call', type: 'checkbox', required: false },
  { entity: 'project', name: 'Priority', type: 'select', required: false, options: ['Low', 'Medium', 'High'] },
  { entity: 'project', name: 'Kick-off notes', type: 'textarea', required: false },
  { entity: 'project', name: 'Repository', type: 'text', required: false },
] as const;

const auditItems = [
  { name: 'Shopify Plus', monthly: 2300, category: 'E-commerce' },
  { name: 'Zendesk Suite', monthly: 690, category: 'Support' },
  { name: 'Klaviyo', monthly: 450, category: 'Marketing' },
  { name: 'Inventory Planner', monthly: 340, category: 'Operations' },
  { name: 'Legacy ERP hosting', monthly: 1200, category: 'Infrastructure' },
];

// A few support tickets, so the Support pages and Recent Activity have something
// to show.
const demoTickets = [
  {
    client: demoAccounts.client,
    project: 'E-commerce Platform Rebuild',
    subject: 'Add a size guide to product pages',
    description: 'Customers keep asking about fit. Could each product page link to the size guide of its brand?',
    priority: 'medium',
    resolved: false,
    daysAgo: 4,
  },
  {
    client: demoAccounts.client,
    project: null,
    subject: 'Copy of the audit invoice for our accountant',
    description: 'Our accountant needs a PDF copy of the final invoice for the inventory audit.',
    priority: 'low',
    resolved: true,
    daysAgo: 12,
  },
  {
    client: demoAccounts.client2,
    project: 'Patient Intake Automation',
    subject: 'Insurance check fails for one provider',
    description: 'Patients with Prairie Mutual plans get "coverage unknown" on the intake form since Monday.',
    priority: 'urgent',
    resolved: false,
    daysAgo: 1,
  },
] as const;

// The demo data as one SQL script: `seedDemo` runs it, and supabase/seed.sql is the same
// text (`npm run db:seed-sql` writes it; a unit test keeps the two equal), which
// `supabase db reset` and Supabase branching run. Users are created the way Supabase Auth
// (GoTrue) reads them: instance_id, aud and role set, the token columns '' (GoTrue fails to
// scan NULL into them), and an `email` identity per user.

/** A SQL literal. standard_conforming_strings is on everywhere this runs. */
function lit(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}
const jsonb = (value: unknown) => `${lit(JSON.stringify(value))}::jsonb`;
const userId = (email: string) => `(select id from auth.users where email = ${lit(email)})`;
const projectId = (title: string, client: string) =>
  `(select id from app.projects where title = ${lit(title)} and client_id = ${userId(client)})`;
const ago = (days: number) => `now() - interval '${days} days'`;

const NO_INSTANCE = '00000000-0000-0000-0000-000000000000';
const EMPTY_TOKENS = [
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change',
  'email_change_token_current',
  'phone_change',
  'phone_change_token',
  'reauthentication_token',
];

function userStatements(u: DemoUser): string[] {
  const password = u.canSignIn ? `extensions.crypt(${lit(DEMO_PASSWORD)}, extensions.gen_salt('bf'))` : 'null';
  const invited = u.invitation === 'pending' ? 'null' : ago(20);
  return [
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
    ${EMPTY_TOKENS.join(', ')},
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values (${lit(NO_INSTANCE)}, gen_random_uuid(), 'authenticated', 'authenticated', ${lit(u.email)}, ${password},
    ${u.canSignIn ? 'now()' : 'null'}, ${invited},
    ${EMPTY_TOKENS.map(() => "''").join(', ')},
    ${jsonb({ provider: 'email', providers: ['email'] })}, ${jsonb({ full_name: u.fullName })}, ${ago(30)}, now())`,
    `insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
  select gen_random_uuid(), u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', ${u.canSignIn}, 'phone_verified', false),
    null, u.created_at, u.created_at
  from auth.users u where u.email = ${lit(u.email)}`,
    // The profile exists already: the trigger on auth.users made it.
    `update app.profiles set
    role = ${lit(u.role)}, company_name = ${lit(u.company)}, phone = ${lit(u.phone)},
    website = ${lit(u.website)}, address = ${lit(u.address)}, custom_fields = ${jsonb(u.custom ?? {})},
    invitation_status = ${lit(u.invitation)}, invitation_sent_at = ${invited}
  where id = ${userId(u.email)}`,
    ...companyStatements(u),
  ];
}

/** Every client is in a company: its own (as owner), or its owner's as a teammate. */
function companyStatements(u: DemoUser): string[] {
  if (u.role !== 'client') return [];
  if (!u.teammateOf) return [`perform app.ensure_client_organization(${userId(u.email)})`];
  return [
    `insert into app.organization_members (organization_id, profile_id, company_role)
  select m.organization_id, ${userId(u.email)}, ${lit(u.teammateOf.role)}
  from app.organization_members m where m.profile_id = ${userId(u.teammateOf.owner)}`,
  ];
}

function projectStatements(p: DemoProject, i: number): string[] {
  const created = ago(projects.length - i);
  const id = projectId(p.title, p.client);
  const statements = [
    `insert into app.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
    progress_percentage, start_date, end_date, custom_fields, created_at)
  values (${lit(p.title)}, ${lit(p.description)}, ${userId(p.client)}, ${lit(p.stage)}, ${p.value}, ${p.fee},
    ${p.progress}, ${lit(p.start)}, ${lit(p.end)}, ${jsonb(p.custom ?? {})}, ${created})`,
    `insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values (${userId(demoAccounts.admin)}, 'project_created', 'project', ${id},
    ${jsonb({ title: p.title, stage: p.stage })}, ${created})`,
  ];
  if (i === 0) {
    statements.push(`insert into app.software_audits (project_id, file_name, uploaded_by)
  values (${id}, 'northstar-software-audit.csv', ${userId(demoAccounts.admin)})`);
    for (const [pos, item] of auditItems.entries()) {
      statements.push(`insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = ${id}), ${lit(item.name)}, ${item.monthly},
    ${item.monthly * 12}, ${lit(item.category)}, ${pos})`);
    }
  }
  return statements;
}

/**
 * Each project's invoices as they would have been issued: the halves on the dates
 * above (amounts split by lib/billing/money.ts), and for a delivered project with a fee one
 * invoice a month from go-live (its end date) up to the day the seed runs, paid a week after
 * issue while the project is completed, except the latest. One statement in issue-date order,
 * so the database numbers them (INV-yyyy-nnnn) in that order. Dates of the monthly fees come
 * from current_date, so supabase/seed.sql stays the same text whenever it is generated.
 */
function invoiceStatements(): string[] {
  const halves = projects.flatMap((p) => {
    const { upfront, final } = splitCents(toCents(p.value));
    const rows: string[] = [];
    const row = (kind: string, cents: number, issued: string, paid?: string) =>
      `(${projectId(p.title, p.client)}, ${lit(kind)}::app.invoice_kind, null::date, ${lit(
        kind === 'upfront'
          ? 'Upfront payment (50% of the project value)'
          : 'Final payment on completion (50% of the project value)',
      )}, ${cents}, ${lit(issued)}::date, ${lit(paid)}::date)`;
    if (p.upfrontIssued) rows.push(row('upfront', upfront, p.upfrontIssued, p.upfrontPaid));
    if (p.finalIssued) rows.push(row('final', final, p.finalIssued, p.finalPaid));
    return rows;
  });
  const monthly = projects
    .filter((p) => (p.stage === 'completed' || p.stage === 'awaiting_final_payment') && p.fee > 0)
    .map(
      (p) => `select ${projectId(p.title, p.client)}, 'monthly'::app.invoice_kind, m.period,
      'Monthly fee: ' || to_char(m.period, 'FMMonth YYYY'), ${toCents(p.fee)}, m.period,
      case when ${lit(p.stage)} = 'completed' and (${lit(p.end)}::date + (m.n + 1) * interval '1 month')::date <= current_date
           then m.period + 7 end
    from (select n, (${lit(p.end)}::date + n * interval '1 month')::date as period
          from generate_series(0, 240) n) m
    where m.period <= current_date`,
    );
  return [
    `create temporary table demo_invoices on commit drop as
  select * from (values ${halves.join(',\n    ')}) as h (project_id, kind, period_start, description, cents, issued, paid)
  ${monthly.map((q) => `union all ${q}`).join('\n  ')}`,
    `insert into app.invoices (project_id, client_id, number, kind, period_start, description, amount_cents, issue_date, due_date)
  select project_id, (select client_id from app.projects p where p.id = d.project_id), 'INV-0000-0000', kind, period_start,
    description, cents, issued, issued + ${DEFAULT_PAYMENT_TERMS_DAYS}
  from demo_invoices d order by issued, project_id, kind, period_start`,
    `insert into app.invoice_payments (invoice_id, paid_on, method)
  select i.id, d.paid, 'bank_transfer' from demo_invoices d
  join app.invoices i on i.project_id = d.project_id and i.kind = d.kind
    and i.period_start is not distinct from d.period_start
  where d.paid is not null`,
  ];
}

function ticketStatement(t: (typeof demoTickets)[number]): string {
  const created = ago(t.daysAgo);
  return `insert into app.support_tickets (client_id, project_id, subject, description, priority, status,
    resolved_at, resolved_by, created_at, updated_at)
  values (${userId(t.client)}, ${t.project ? projectId(t.project, t.client) : 'null'},
    ${lit(t.subject)}, ${lit(t.description)}, ${lit(t.priority)}, ${lit(t.resolved ? 'resolved' : 'open')},
    ${t.resolved ? `${created} + interval '1 day'` : 'null'}, ${t.resolved ? userId(demoAccounts.admin) : 'null'},
    ${created}, ${created})`;
}

// Proposals in every state: one sent to the demo client with three options awaiting its
// decision, one it accepted and signed on a project now in development (the signed PDF is
// drawn again from the record, as no file is stored by SQL), and an inquiry converted into
// a client and a project.
const proposalTerms =
  'Half of the project value is invoiced on signature and half on delivery. The monthly fee covers hosting, ' +
  'maintenance and support from go-live. Invoices are due 15 days after issue.';

const awaitingProposal: ProposalContent = {
  title: 'AI Customer Support Assistant',
  scope:
    'An assistant in the help desk that answers order-status and returns questions from the store and carrier data, ' +
    'hands everything else to an agent with a summary, and learns from resolved tickets.',
  deliverables: 'Assistant in the help desk widget and email\nAgent hand-off with summaries\nWeekly quality report',
  timeline: 'Six weeks from signature to launch; two weeks of tuning after go-live.',
  terms: proposalTerms,
  options: [
    {
      name: 'Essentials',
      description: 'Order status and returns, English only.',
      projectValue: 16000,
      monthlyFee: 300,
    },
    {
      name: 'Growth',
      description: 'Adds product questions from the catalogue and Spanish.',
      projectValue: 22000,
      monthlyFee: 400,
    },
    {
      name: 'Complete',
      description: 'Adds phone transcripts and a replacement of the help desk suite.',
      projectValue: 31000,
      monthlyFee: 650,
    },
  ],
  tools: [{ name: 'Zendesk Suite', monthlyCost: 690, action: 'replace' }],
};

const signedProposal: ProposalContent = {
  title: 'E-commerce Platform Rebuild',
  scope: 'Replace the hosted storefront with a headless shop wired to inventory and shipping.',
  deliverables: 'Headless storefront\nInventory and shipping integration\nMigration of 1,800 products and accounts',
  timeline: 'Kick-off in August, launch by the end of January.',
  terms: proposalTerms,
  options: [
    {
      name: 'Storefront only',
      description: 'The new shop on the current tools.',
      projectValue: 36000,
      monthlyFee: 500,
    },
    {
      name: 'Storefront and operations',
      description: 'Adds inventory planning and the ERP replacement.',
      projectValue: 48000,
      monthlyFee: 750,
    },
  ],
  tools: [
    { name: 'Shopify Plus', monthlyCost: 2300, action: 'replace' },
    { name: 'Zendesk Suite', monthlyCost: 690, action: 'keep' },
    { name: 'Klaviyo', monthlyCost: 450, action: 'keep' },
    { name: 'Inventory Planner', monthlyCost: 340, action: 'consolidate' },
    { name: 'Legacy ERP hosting', monthlyCost: 1200, action: 'replace' },
  ],
};

const SIGNED = {
  sentAt: '2026-07-28T15:00:00.000Z',
  expiresAt: '2026-08-27T15:00:00.000Z',
  signedAt: '2026-08-03T16:20:00.000Z',
  // No file is stored under it; the download draws the signed copy from the record.
  pdfKey: '5e1f0c2a-7d3b-4b8e-9a41-0c6d2f8e9b17',
};

function proposalStatements(): string[] {
  const client = users.find((u) => u.email === demoAccounts.client)!;
  const signedTitle = 'E-commerce Platform Rebuild';
  const awaitingTitle = 'AI Customer Support Assistant';
  const documentSha256 = proposalDocumentHash({
    projectTitle: signedTitle,
    clientName: client.company ?? client.fullName,
    version: 1,
    sentAt: new Date(SIGNED.sentAt),
    expiresAt: new Date(SIGNED.expiresAt),
    content: signedProposal,
  });
  const proposal = (title: string, content: ProposalContent) =>
    `insert into app.proposals (project_id, draft, created_by)
  values (${projectId(title, demoAccounts.client)}, ${jsonb(content)}, ${userId(demoAccounts.admin)})`;
  const version = (title: string, content: ProposalContent, sentAt: string, expiresAt: string) =>
    `insert into app.proposal_versions (proposal_id, project_id, version, content, sent_by, sent_at, expires_at)
  select p.id, p.project_id, 1, ${jsonb(content)}, ${userId(demoAccounts.admin)}, ${sentAt}, ${expiresAt}
  from app.proposals p where p.project_id = ${projectId(title, demoAccounts.client)}`;
  return [
    proposal(awaitingTitle, awaitingProposal),
    version(awaitingTitle, awaitingProposal, ago(2), "now() + interval '28 days'"),
    proposal(signedTitle, signedProposal),
    version(signedTitle, signedProposal, `${lit(SIGNED.sentAt)}::timestamptz`, `${lit(SIGNED.expiresAt)}::timestamptz`),
    `insert into app.proposal_decisions (version_id, proposal_id, project_id, decision, option_index, decided_by,
    decided_at, signer_name, consent, ip, user_agent, document_sha256, signed_pdf_key)
  select v.id, v.proposal_id, v.project_id, 'accepted', 1, ${userId(demoAccounts.client)}, ${lit(SIGNED.signedAt)}::timestamptz,
    ${lit(client.fullName)}, true, '203.0.113.24', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
    ${lit(documentSha256)}, ${lit(SIGNED.pdfKey)}
  from app.proposal_versions v where v.project_id = ${projectId(signedTitle, demoAccounts.client)}`,
    // The history the triggers leave to trusted work (as for the projects above).
    `insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  select ${userId(demoAccounts.admin)}, 'proposal_sent', 'project', v.project_id,
    jsonb_build_object('version', 1, 'version_id', v.id), v.sent_at
  from app.proposal_versions v where v.project_id = ${projectId(signedTitle, demoAccounts.client)}`,
    `insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  select d.decided_by, 'proposal_accepted', 'project', d.project_id,
    jsonb_build_object('version_id', d.version_id, 'option_index', d.option_index, 'signer_name', d.signer_name,
                       'document_sha256', d.document_sha256), d.decided_at
  from app.proposal_decisions d where d.project_id = ${projectId(signedTitle, demoAccounts.client)}`,
    `insert into app.contact_inquiries (full_name, email, company, phone, project_type, budget, timeline, description,
    status, created_at, updated_at)
  values ('Dana Kowalski', 'owner@ironrange-builders.example', 'Iron Range Builders', '(218) 555-0190', 'custom-software',
    '5k-15k', '1-3months',
    'We need a fast website with a gallery of finished projects and a quote form that lands in our inbox.',
    'contacted', ${ago(9)}, ${ago(8)})`,
    `insert into app.inquiry_conversions (inquiry_id, client_id, project_id, client_created, converted_by, converted_at)
  select i.id, ${userId('owner@ironrange-builders.example')}, ${projectId('Company Website', 'owner@ironrange-builders.example')},
    true, ${userId(demoAccounts.admin)}, ${ago(8)}
  from app.contact_inquiries i where i.email = 'owner@ironrange-builders.example'`,
    `insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  select c.converted_by, 'inquiry_converted', 'project', c.project_id,
    jsonb_build_object('inquiry_id', c.inquiry_id, 'client_id', c.client_id, 'client_created', true), c.converted_at
  from app.inquiry_conversions c join app.contact_inquiries i on i.id = c.inquiry_id
  where i.email = 'owner@ironrange-builders.example'`,
  ];
}

/** The whole demo seed as one idempotent SQL script (it does nothing when the demo exists). */
export function demoSeedSql(): string {
  const statements = [
    ...users.flatMap(userStatements),
    ...customFields.map(
      (
        f,
        i,
      ) => `insert into app.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
  values (${lit(f.entity)}, ${lit(f.name)}, ${lit(f.type)}, ${f.required}, ${'options' in f ? jsonb(f.options) : 'null'}, ${i})`,
    ),
    ...projects.flatMap(projectStatements),
    ...demoTickets.map(ticketStatement),
    ...invoiceStatements(),
    // Calls can be booked on working days, nine to five in the firm's zone.
    `update app.booking_settings set weekly_hours = ${jsonb(WORKING_DAYS)}`,
    ...proposalStatements(),
    ...showcaseStatements({ lit, jsonb, userId, projectId, ago, admin: demoAccounts.admin }),
    ...demoPlanStatements({
      id: projectId('E-commerce Platform Rebuild', demoAccounts.client),
      admin: demoAccounts.admin,
      client: demoAccounts.client,
      member: demoAccounts.member,
      userId,
      lit,
    }),
  ];
  return `-- Demo data (README "Demo accounts"; password ${DEMO_PASSWORD}). Generated from
-- lib/db/seed-demo.ts by \`npm run db:seed-sql\`: edit that file, not this one.
-- \`supabase db reset\` and Supabase branching run it after the migrations; it does nothing
-- when the demo accounts exist already.
do $seed$
begin
  if exists (select 1 from auth.users where lower(email) = ${lit(demoAccounts.superAdmin)}) then
    return;
  end if;

${statements.map((s) => `  ${s};`).join('\n\n')}
end
$seed$;
`;
}

/**
 * Seeds the demo data once; a second run changes nothing. Never into a
 * database marked production (lib/db/environment.ts): the demo accounts share one
 * published password.
 */
export async function seedDemo(sql: postgres.Sql): Promise<boolean> {
  if ((await readDatabaseEnvironment(sql)) === 'production') {
    throw new Error(
      'SEED_DEMO refused: this database is marked production, and the demo accounts share a published password.',
    );
  }
  const [existing] = await sql`select 1 from auth.users where lower(email) = ${demoAccounts.superAdmin}`;
  if (existing) return false;
  try {
    await sql.unsafe(demoSeedSql());
  } catch (error) {
    if ((error as { code?: string }).code === '42501') {
      throw new Error(
        'SEED_DEMO could not write the demo accounts into auth.users (permission denied for this database role). ' +
          'On Supabase, connect as the postgres role, or seed with `supabase db reset` / a branch (supabase/seed.sql).',
        { cause: error },
      );
    }
    throw error;
  }
  return true;
}
