// The demo's published case study and two testimonials, each with the client's approval of
// its exact text, so /case-studies is filled after `npm start`. Part of the demo seed
// (lib/db/seed-demo.ts), which passes its SQL helpers in.
import { caseStudyApprovalNote, testimonialApprovalNote } from '@/lib/showcase/approval-text';
import { caseStudyFigures } from '@/lib/showcase/figures';

export type SeedSql = {
  lit: (value: string | number | boolean | null | undefined) => string;
  jsonb: (value: unknown) => string;
  userId: (email: string) => string;
  projectId: (title: string, client: string) => string;
  ago: (days: number) => string;
  admin: string;
};

const MAPLE = { email: 'it@maplegrove-legal.example', project: 'Document Review Copilot', monthlyFee: 500 };
const BLUEWATER = { email: 'ops@bluewater-logistics.example', project: 'Legacy TMS Modernization' };

/** The tools the copilot replaced, as its audit listed them. */
const mapleAudit = [
  { name: 'Contract analysis suite', monthly: 1850, category: 'Legal' },
  { name: 'Clause library add-on', monthly: 420, category: 'Legal' },
  { name: 'Legacy document management hosting', monthly: 900, category: 'Infrastructure' },
];

const caseStudy = {
  slug: 'contract-review-in-half-the-time',
  title: 'Contract review in half the time',
  summary:
    'A law firm replaced two contract-analysis subscriptions with a review copilot that extracts clauses and builds checklists inside its document system.',
  problem:
    'Associates spent most of a first review copying clauses into checklists, across two analysis tools that did not talk to the document system. The subscriptions had grown to over $3,000 a month.',
  approach:
    'We audited the tools, then built a copilot inside the existing document system: it extracts the clauses the firm cares about, drafts the review checklist and flags unusual terms for a person to decide. Lawyers tested it on closed matters for a month before it went live.',
  results:
    'First reviews take about half as long, every checklist has the same structure, and the two subscriptions and the old hosting were cancelled.',
  serviceAnchor: 'ai-automation',
  clientNamed: true,
  clientLabel: 'Maple Grove Legal',
};

const quotes = [
  {
    client: MAPLE,
    quote:
      'The copilot does the dull first pass and our lawyers do the thinking. We cancelled two subscriptions in the first month.',
    personName: 'Elena Novak',
    personRole: 'IT Director, Maple Grove Legal',
    serviceAnchor: 'ai-automation',
  },
  {
    client: BLUEWATER,
    quote:
      'They moved fifteen years of shipments off our old desktop system without one missed delivery. Dispatch finally trusts the data.',
    personName: 'Marcus Chen',
    personRole: 'Operations Manager, Bluewater Logistics',
    serviceAnchor: 'legacy-modernization',
  },
];

export function showcaseStatements(s: SeedSql): string[] {
  const maple = s.projectId(MAPLE.project, MAPLE.email);
  const figures = caseStudyFigures({ items: mapleAudit.map((i) => ({ monthlyCost: i.monthly })) }, MAPLE.monthlyFee);
  const approved = (project: string, client: string, kind: string, title: string, note: string, days: number) =>
    `insert into app.approvals (project_id, kind, title, note, status, requested_by, requested_at, decided_by, decided_at)
  values (${project}, ${s.lit(kind)}, ${s.lit(title)}, ${s.lit(note)}, 'approved', ${s.userId(s.admin)},
    ${s.ago(days + 2)}, ${s.userId(client)}, ${s.ago(days)})`;
  const approvalOf = (project: string, kind: string, title: string) =>
    `(select id from app.approvals where project_id = ${project} and kind = ${s.lit(kind)} and title = ${s.lit(title)})`;
  const statements = [
    `insert into app.software_audits (project_id, file_name, uploaded_by)
  values (${maple}, 'maple-grove-software-audit.csv', ${s.userId(s.admin)})`,
    ...mapleAudit.map(
      (
        item,
        pos,
      ) => `insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, category, position)
  values ((select id from app.software_audits where project_id = ${maple}), ${s.lit(item.name)}, ${item.monthly},
    ${item.monthly * 12}, ${s.lit(item.category)}, ${pos})`,
    ),
    approved(maple, MAPLE.email, 'case_study', caseStudy.title, caseStudyApprovalNote({ ...caseStudy, figures }), 12),
    `insert into app.case_studies (project_id, slug, title, summary, problem, approach, results, figures, service_anchor,
    client_named, client_label, approval_id, published_at, created_by, created_at, updated_at)
  values (${maple}, ${s.lit(caseStudy.slug)}, ${s.lit(caseStudy.title)}, ${s.lit(caseStudy.summary)},
    ${s.lit(caseStudy.problem)}, ${s.lit(caseStudy.approach)}, ${s.lit(caseStudy.results)}, ${s.jsonb(figures)},
    ${s.lit(caseStudy.serviceAnchor)}, ${caseStudy.clientNamed}, ${s.lit(caseStudy.clientLabel)},
    ${approvalOf(maple, 'case_study', caseStudy.title)}, ${s.ago(11)}, ${s.userId(s.admin)}, ${s.ago(15)}, ${s.ago(15)})`,
  ];
  for (const [i, q] of quotes.entries()) {
    const project = s.projectId(q.client.project, q.client.email);
    const title = `Testimonial from ${q.personName}`;
    statements.push(
      approved(project, q.client.email, 'testimonial', title, testimonialApprovalNote(q), 9 - i),
      `insert into app.testimonials (project_id, quote, person_name, person_role, service_anchor, approval_id,
    published_at, created_by, created_at, updated_at)
  values (${project}, ${s.lit(q.quote)}, ${s.lit(q.personName)}, ${s.lit(q.personRole)}, ${s.lit(q.serviceAnchor)},
    ${approvalOf(project, 'testimonial', title)}, ${s.ago(8 - i)}, ${s.userId(s.admin)}, ${s.ago(13)}, ${s.ago(13)})`,
    );
  }
  return statements;
}
