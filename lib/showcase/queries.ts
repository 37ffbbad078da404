import 'server-only';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { loadFirstAudit } from '@/lib/audits/queries';
import { approvals, caseStudies, clientOrganizations, projects, testimonials } from '@/lib/db/schema';
import type { CaseStudyFigure } from '@/lib/db/schema';
import type { ApprovalState } from '@/lib/approvals/states';
import { caseStudyFigures } from './figures';
import { publicationState, type PublicationState } from './states';

export type CaseStudyRecord = {
  id: string;
  projectId: string;
  slug: string;
  title: string;
  summary: string;
  problem: string;
  approach: string;
  results: string;
  figures: CaseStudyFigure[];
  serviceAnchor: string | null;
  clientNamed: boolean;
  clientLabel: string;
  approvalId: string | null;
  approvalStatus: ApprovalState | null;
  decisionComment: string | null;
  publishedAt: Date | null;
  consentWithdrawnAt: Date | null;
  updatedAt: Date;
  state: PublicationState;
};

export type TestimonialRecord = {
  id: string;
  projectId: string;
  quote: string;
  personName: string;
  personRole: string;
  serviceAnchor: string | null;
  approvalId: string | null;
  approvalStatus: ApprovalState | null;
  decisionComment: string | null;
  publishedAt: Date | null;
  consentWithdrawnAt: Date | null;
  state: PublicationState;
};

const caseStudyColumns = {
  id: caseStudies.id,
  projectId: caseStudies.projectId,
  slug: caseStudies.slug,
  title: caseStudies.title,
  summary: caseStudies.summary,
  problem: caseStudies.problem,
  approach: caseStudies.approach,
  results: caseStudies.results,
  figures: caseStudies.figures,
  serviceAnchor: caseStudies.serviceAnchor,
  clientNamed: caseStudies.clientNamed,
  clientLabel: caseStudies.clientLabel,
  approvalId: caseStudies.approvalId,
  approvalStatus: approvals.status,
  decisionComment: approvals.decisionComment,
  publishedAt: caseStudies.publishedAt,
  consentWithdrawnAt: caseStudies.consentWithdrawnAt,
  updatedAt: caseStudies.updatedAt,
};

const testimonialColumns = {
  id: testimonials.id,
  projectId: testimonials.projectId,
  quote: testimonials.quote,
  personName: testimonials.personName,
  personRole: testimonials.personRole,
  serviceAnchor: testimonials.serviceAnchor,
  approvalId: testimonials.approvalId,
  approvalStatus: approvals.status,
  decisionComment: approvals.decisionComment,
  publishedAt: testimonials.publishedAt,
  consentWithdrawnAt: testimonials.consentWithdrawnAt,
};

const withState = <
  T extends { approvalStatus: ApprovalState | null; publishedAt: Date | null; consentWithdrawnAt: Date | null },
>(
  row: T,
) => ({ ...row, state: publicationState(row) });

/**
 * A project's case study and testimonials with where each stands (RLS: the team, or the
 * project's client people).
 */
export async function projectShowcase(
  tx: Tx,
  projectId: string,
): Promise<{ caseStudy: CaseStudyRecord | null; testimonials: TestimonialRecord[] }> {
  const [studies, quotes] = await Promise.all([
    tx
      .select(caseStudyColumns)
      .from(caseStudies)
      .leftJoin(approvals, eq(approvals.id, caseStudies.approvalId))
      .where(eq(caseStudies.projectId, projectId)),
    tx
      .select(testimonialColumns)
      .from(testimonials)
      .leftJoin(approvals, eq(approvals.id, testimonials.approvalId))
      .where(eq(testimonials.projectId, projectId))
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id)),
  ]);
  return { caseStudy: studies[0] ? withState(studies[0]) : null, testimonials: quotes.map(withState) };
}

export type CaseStudySource = {
  projectId: string;
  projectTitle: string;
  completed: boolean;
  companyName: string | null;
  figures: CaseStudyFigure[];
};

/** What a draft starts from: the project, its client company's name, and its audit's figures. */
export async function caseStudySource(tx: Tx, projectId: string): Promise<CaseStudySource | null> {
  const [project] = await tx
    .select({
      id: projects.id,
      title: projects.title,
      stage: projects.kanbanStage,
      monthlyFee: projects.monthlyFee,
      companyName: clientOrganizations.name,
    })
    .from(projects)
    .leftJoin(clientOrganizations, eq(clientOrganizations.id, projects.organizationId))
    .where(eq(projects.id, projectId));
  if (!project) return null;
  const audit = await loadFirstAudit(tx, projectId);
  return {
    projectId: project.id,
    projectTitle: project.title,
    completed: project.stage === 'completed',
    companyName: project.companyName,
    figures: caseStudyFigures(audit, project.monthlyFee),
  };
}

// The public reads. The visitor's role sees only published, consented rows (RLS); the filters
// say so again so the same functions are right under any role.
const publicCaseStudy = and(isNotNull(caseStudies.publishedAt), isNull(caseStudies.consentWithdrawnAt));
const publicTestimonial = and(isNotNull(testimonials.publishedAt), isNull(testimonials.consentWithdrawnAt));

export type PublishedCaseStudy = Omit<
  CaseStudyRecord,
  'approvalId' | 'approvalStatus' | 'decisionComment' | 'consentWithdrawnAt' | 'state' | 'projectId' | 'publishedAt'
> & { publishedAt: Date };

const publishedColumns = {
  id: caseStudies.id,
  slug: caseStudies.slug,
  title: caseStudies.title,
  summary: caseStudies.summary,
  problem: caseStudies.problem,
  approach: caseStudies.approach,
  results: caseStudies.results,
  figures: caseStudies.figures,
  serviceAnchor: caseStudies.serviceAnchor,
  clientNamed: caseStudies.clientNamed,
  clientLabel: caseStudies.clientLabel,
  updatedAt: caseStudies.updatedAt,
};

export async function listPublishedCaseStudies(tx: Tx): Promise<PublishedCaseStudy[]> {
  const rows = await tx
    .select({ ...publishedColumns, publishedAt: caseStudies.publishedAt })
    .from(caseStudies)
    .where(publicCaseStudy)
    .orderBy(desc(caseStudies.publishedAt), desc(caseStudies.id));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? row.updatedAt }));
}

export async function findPublishedCaseStudy(tx: Tx, slug: string): Promise<PublishedCaseStudy | null> {
  const [row] = await tx
    .select({ ...publishedColumns, publishedAt: caseStudies.publishedAt })
    .from(caseStudies)
    .where(and(eq(caseStudies.slug, slug), publicCaseStudy));
  return row ? { ...row, publishedAt: row.publishedAt ?? row.updatedAt } : null;
}

export type PublishedTestimonial = {
  id: string;
  quote: string;
  personName: string;
  personRole: string;
  serviceAnchor: string | null;
};

export async function listPublishedTestimonials(tx: Tx): Promise<PublishedTestimonial[]> {
  return tx
    .select({
      id: testimonials.id,
      quote: testimonials.quote,
      personName: testimonials.personName,
      personRole: testimonials.personRole,
      serviceAnchor: testimonials.serviceAnchor,
    })
    .from(testimonials)
    .where(publicTestimonial)
    .orderBy(desc(testimonials.publishedAt), desc(testimonials.id));
}
