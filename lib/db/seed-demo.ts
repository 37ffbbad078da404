import { addDays, addMonths, todayIso } from '@/lib/billing/dates';
import { splitCents, toCents } from '@/lib/billing/money';
import { DEFAULT_PAYMENT_TERMS_DAYS, dueDateFor, invoiceDescription, type InvoiceKind } from '@/lib/billing/rules';
import type postgres from 'postgres';

export const DEMO_PASSWORD = 'demo-password';

type DemoUser = {
  email: string;
  fullName: string;
  company?: string;
  role: 'client' | 'admin' | 'super_admin';
  invitation: 'pending' | 'sent' | 'accepted';
  canSignIn: boolean;
  phone?: string;
  website?: string;
  address?: string;
  custom?: Record<string, string | number | boolean>;
};

export const demoAccounts = {
  superAdmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  client: 'client@demo.test',
  client2: 'client2@demo.test',
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
  /** When the upfront and final invoices were issued and paid (issue 19): an honest history. */
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

/**
 * Seeds the demo data of DESIGN §5 once; a second run changes nothing. JSON goes in as
 * `$n::text::jsonb` because Drizzle replaces a shared client's jsonb serializer, so
 * postgres.js's own json handling differs by caller.
 */
export async function seedDemo(sql: postgres.Sql): Promise<boolean> {
  const [existing] = await sql`select 1 from auth.users where lower(email) = ${demoAccounts.superAdmin}`;
  if (existing) return false;

  await sql.begin(async (tx) => {
    const ids = new Map<string, string>();
    for (const u of users) {
      const [row] = await tx<{ id: string }[]>`
        insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, invited_at)
        values (${u.email},
                ${u.canSignIn ? tx`extensions.crypt(${DEMO_PASSWORD}, extensions.gen_salt('bf'))` : null},
                ${JSON.stringify({ full_name: u.fullName })}::text::jsonb,
                ${u.canSignIn ? tx`now()` : null},
                ${u.invitation === 'pending' ? null : tx`now() - interval '20 days'`})
        returning id`;
      ids.set(u.email, row.id);
      await tx`
        update public.profiles set
          role = ${u.role}, company_name = ${u.company ?? null}, phone = ${u.phone ?? null},
          website = ${u.website ?? null}, address = ${u.address ?? null},
          custom_fields = ${JSON.stringify(u.custom ?? {})}::text::jsonb,
          invitation_status = ${u.invitation},
          invitation_sent_at = ${u.invitation === 'pending' ? null : tx`now() - interval '20 days'`}
        where id = ${row.id}`;
    }

    for (const [i, f] of customFields.entries()) {
      await tx`
        insert into public.custom_field_definitions (entity_type, field_name, field_type, is_required, field_options, display_order)
        values (${f.entity}, ${f.name}, ${f.type}, ${f.required}, ${'options' in f ? JSON.stringify(f.options) : null}::text::jsonb, ${i})`;
    }

    const projectIds = new Map<string, string>();
    for (const [i, p] of projects.entries()) {
      const [row] = await tx<{ id: string }[]>`
        insert into public.projects (title, description, client_id, kanban_stage, project_value, monthly_fee,
          progress_percentage, start_date, end_date, custom_fields, created_at)
        values (${p.title}, ${p.description}, ${ids.get(p.client)!}, ${p.stage}, ${p.value}, ${p.fee}, ${p.progress},
          ${p.start}, ${p.end}, ${JSON.stringify(p.custom ?? {})}::text::jsonb, now() - ${`${projects.length - i} days`}::interval)
        returning id`;
      projectIds.set(p.title, row.id);
      await tx`
        insert into public.activity_log (user_id, action, resource_type, resource_id, details, created_at)
        values (${ids.get(demoAccounts.admin)!}, 'project_created', 'project', ${row.id},
                ${JSON.stringify({ title: p.title, stage: p.stage })}::text::jsonb, now() - ${`${projects.length - i} days`}::interval)`;
      if (i === 0) {
        const [audit] = await tx<{ id: string }[]>`
          insert into public.software_audits (project_id, file_name, uploaded_by)
          values (${row.id}, 'northstar-software-audit.csv', ${ids.get(demoAccounts.admin)!}) returning id`;
        for (const [pos, item] of auditItems.entries()) {
          await tx`
            insert into public.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
            values (${audit.id}, ${item.name}, ${item.monthly}, ${item.monthly * 12}, ${item.category}, ${pos})`;
        }
      }
    }
    await seedDemoTickets(tx, ids);
    await seedDemoInvoices(tx, projectIds, todayIso());
  });
  return true;
}

// Issue 7: a few support tickets, so the Support pages and Recent Activity have something
// to show. Runs inside seedDemo's one-time transaction.
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

async function seedDemoTickets(tx: postgres.TransactionSql, ids: Map<string, string>) {
  for (const t of demoTickets) {
    const created = `${t.daysAgo} days`;
    await tx`
      insert into public.support_tickets (client_id, project_id, subject, description, priority, status,
        resolved_at, resolved_by, created_at, updated_at)
      values (${ids.get(t.client)!},
              ${t.project ? tx`(select id from public.projects where title = ${t.project} and client_id = ${ids.get(t.client)!})` : null},
              ${t.subject}, ${t.description}, ${t.priority}, ${t.resolved ? 'resolved' : 'open'},
              ${t.resolved ? tx`now() - ${created}::interval + interval '1 day'` : null},
              ${t.resolved ? ids.get(demoAccounts.admin)! : null},
              now() - ${created}::interval, now() - ${created}::interval)`;
  }
}

type DemoInvoice = {
  projectId: string;
  kind: InvoiceKind;
  periodStart: string | null;
  amountCents: number;
  issued: string;
  paid: string | null;
};

/**
 * Issue 19: each project's invoices as they would have been issued (the halves on the dates
 * above, a monthly fee each month from go-live up to today, paid a week after issue except
 * the latest), numbered in the order they were issued.
 */
function demoInvoices(projectIds: Map<string, string>, today: string): DemoInvoice[] {
  const out: DemoInvoice[] = [];
  for (const p of projects) {
    const projectId = projectIds.get(p.title)!;
    const { upfront, final } = splitCents(toCents(p.value));
    if (p.upfrontIssued) {
      out.push({
        projectId,
        kind: 'upfront',
        periodStart: null,
        amountCents: upfront,
        issued: p.upfrontIssued,
        paid: p.upfrontPaid ?? null,
      });
    }
    if (p.finalIssued) {
      out.push({
        projectId,
        kind: 'final',
        periodStart: null,
        amountCents: final,
        issued: p.finalIssued,
        paid: p.finalPaid ?? null,
      });
    }
    const live = p.stage === 'completed' || p.stage === 'awaiting_final_payment';
    for (let month = 0; live && p.fee > 0; month += 1) {
      const periodStart = addMonths(p.end, month);
      if (periodStart > today) break;
      const next = addMonths(p.end, month + 1);
      out.push({
        projectId,
        kind: 'monthly',
        periodStart,
        amountCents: toCents(p.fee),
        issued: periodStart,
        paid: next <= today && p.stage === 'completed' ? addDays(periodStart, 7) : null,
      });
    }
  }
  return out.sort((a, b) => a.issued.localeCompare(b.issued));
}

async function seedDemoInvoices(tx: postgres.TransactionSql, projectIds: Map<string, string>, today: string) {
  for (const invoice of demoInvoices(projectIds, today)) {
    const [row] = await tx<{ id: string }[]>`
      insert into public.invoices (project_id, client_id, number, kind, period_start, description, amount_cents, issue_date, due_date)
      values (${invoice.projectId}, (select client_id from public.projects where id = ${invoice.projectId}), 'INV-0000-0000',
              ${invoice.kind}, ${invoice.periodStart}, ${invoiceDescription(invoice.kind, invoice.periodStart)},
              ${invoice.amountCents}, ${invoice.issued}, ${dueDateFor(invoice.issued, DEFAULT_PAYMENT_TERMS_DAYS)})
      returning id`;
    if (invoice.paid) {
      await tx`
        insert into public.invoice_payments (invoice_id, paid_on, method, note)
        values (${row.id}, ${invoice.paid}, 'bank_transfer', null)`;
    }
  }
}
