'use server';

import { and, eq, ne } from 'drizzle-orm';
import { action, type ActionResult } from '@/lib/actions/action';
import { visibleProject } from '@/lib/companies/access';
import type { Tx } from '@/lib/db/client';
import { withUser } from '@/lib/db/client';
import { approvals, caseStudies, projects, testimonials } from '@/lib/db/schema';
import { once } from '@/lib/idempotency/queries';
import { notify } from '@/lib/notifications/notify';
import { caseStudyApprovalNote, slugFromTitle, testimonialApprovalNote } from './approval-text';
import { caseStudySource, projectShowcase, type CaseStudyRecord, type TestimonialRecord } from './queries';
import { revalidateShowcase } from './revalidate';
import {
  CASE_STUDY_SAVED,
  saveCaseStudySchema,
  saveTestimonialSchema,
  setPublishedSchema,
  showcaseItemSchema,
  TESTIMONIAL_SAVED,
} from './schema';
import { canPublish, canRequestApproval, canWithdraw, type ShowcaseKind } from './states';

const FIX_FIELDS = 'Please correct the highlighted fields.';
const UNKNOWN_ITEM = 'That case study or testimonial does not exist.';

/** The case study or testimonial `id` as the reader sees it (RLS), with where it stands. */
async function findItem(
  tx: Tx,
  kind: ShowcaseKind,
  id: string,
): Promise<{
  caseStudy?: CaseStudyRecord;
  testimonial?: TestimonialRecord;
  projectId: string;
  projectTitle: string;
} | null> {
  const table = kind === 'case_study' ? caseStudies : testimonials;
  const [row] = await tx
    .select({ projectId: table.projectId, projectTitle: projects.title })
    .from(table)
    .innerJoin(projects, eq(projects.id, table.projectId))
    .where(eq(table.id, id));
  if (!row) return null;
  const showcase = await projectShowcase(tx, row.projectId);
  if (kind === 'case_study') {
    return showcase.caseStudy?.id === id ? { ...row, caseStudy: showcase.caseStudy } : null;
  }
  const testimonial = showcase.testimonials.find((t) => t.id === id);
  return testimonial ? { ...row, testimonial } : null;
}

const stateOf = (item: { caseStudy?: CaseStudyRecord; testimonial?: TestimonialRecord }) =>
  (item.caseStudy ?? item.testimonial)!.state;

/** A slug no other case study uses: the title's, then with -2, -3, … */
async function freeSlug(tx: Tx, title: string, exceptId: string | null): Promise<string> {
  const base = slugFromTitle(title);
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base.slice(0, 56)}-${n}`;
    const [taken] = await tx
      .select({ id: caseStudies.id })
      .from(caseStudies)
      .where(exceptId ? and(eq(caseStudies.slug, slug), ne(caseStudies.id, exceptId)) : eq(caseStudies.slug, slug));
    if (!taken) return slug;
  }
  return `${base.slice(0, 40)}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The team drafts (or edits) the case study of a completed project. The figures come again
 * from its audit and ROI. Editing a text the client was asked about, or approved, takes it
 * back to a draft (and off the site): the client approves the new text before it is published.
 */
export const saveCaseStudy = action(
  { schema: saveCaseStudySchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ message: string; slug: string }>> => {
    const outcome = await withUser(user.claims, async (tx) => {
      const source = await caseStudySource(tx, input.projectId);
      if (!source) return { error: 'Unknown project' } as const;
      if (!source.completed) return { error: 'A case study is written once the project is completed.' } as const;
      const { caseStudy: existing } = await projectShowcase(tx, input.projectId);
      const content = {
        title: input.title,
        summary: input.summary,
        problem: input.problem,
        approach: input.approach,
        results: input.results,
        figures: source.figures,
        serviceAnchor: input.serviceAnchor || null,
        clientNamed: input.clientNamed,
        clientLabel: input.clientLabel,
      };
      if (!existing) {
        const slug = await freeSlug(tx, input.title, null);
        await tx
          .insert(caseStudies)
          .values({ ...content, projectId: input.projectId, slug, createdBy: user.claims.sub });
        return { slug, wasPublished: false };
      }
      const changed =
        JSON.stringify([
          existing.title,
          existing.summary,
          existing.problem,
          existing.approach,
          existing.results,
          existing.figures,
          existing.serviceAnchor,
          existing.clientNamed,
          existing.clientLabel,
        ]) !==
        JSON.stringify([
          content.title,
          content.summary,
          content.problem,
          content.approach,
          content.results,
          content.figures,
          content.serviceAnchor,
          content.clientNamed,
          content.clientLabel,
        ]);
      // Under a pending, given or withdrawn consent the text is frozen (app.showcase_guard): a
      // change is a new draft, to be asked about again.
      const askedOrApproved = existing.state !== 'draft' && existing.state !== 'changes_requested';
      await tx
        .update(caseStudies)
        .set({ ...content, ...(changed && askedOrApproved ? { approvalId: null } : {}) })
        .where(eq(caseStudies.id, existing.id));
      return { slug: existing.slug, wasPublished: existing.state === 'published' && changed };
    });
    if ('error' in outcome) {
      return { ok: false, error: FIX_FIELDS, fieldErrors: { projectId: outcome.error ?? 'Unknown project' } };
    }
    revalidateShowcase(input.projectId);
    return { ok: true, message: CASE_STUDY_SAVED, slug: outcome.slug };
  },
);

/** The team drafts a testimonial from one of the client's people on the project. */
export const saveTestimonial = action(
  { schema: saveTestimonialSchema, role: 'admin', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ message: string }>> => {
    const outcome = await withUser(user.claims, async (tx) => {
      const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, input.projectId));
      if (!project) return null;
      return once(tx, idempotencyKey, 'testimonial', async (tx) => {
        const [row] = await tx
          .insert(testimonials)
          .values({
            projectId: project.id,
            quote: input.quote,
            personName: input.personName,
            personRole: input.personRole,
            serviceAnchor: input.serviceAnchor || null,
            createdBy: user.claims.sub,
          })
          .returning({ id: testimonials.id });
        return { id: row.id };
      });
    });
    if (!outcome) return { ok: false, error: FIX_FIELDS, fieldErrors: { projectId: 'Unknown project' } };
    revalidateShowcase(input.projectId);
    return { ok: true, message: TESTIMONIAL_SAVED };
  },
);

/**
 * The team asks the project's people to approve the exact text (and, for a case study, how
 * their company is named). The approval's note is that text, so it stays on record as asked.
 */
export const requestShowcaseApproval = action(
  { schema: showcaseItemSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const outcome = await withUser(user.claims, async (tx) => {
      const item = await findItem(tx, input.kind, input.id);
      if (!item) return 'missing' as const;
      if (!canRequestApproval(stateOf(item))) return 'state' as const;
      const { title, note } = item.caseStudy
        ? { title: item.caseStudy.title, note: caseStudyApprovalNote(item.caseStudy) }
        : {
            title: `Testimonial from ${item.testimonial!.personName}`.slice(0, 200),
            note: testimonialApprovalNote(item.testimonial!),
          };
      const [approval] = await tx
        .insert(approvals)
        .values({ projectId: item.projectId, kind: input.kind, title, note, requestedBy: user.claims.sub })
        .returning({ id: approvals.id });
      const table = input.kind === 'case_study' ? caseStudies : testimonials;
      await tx.update(table).set({ approvalId: approval.id }).where(eq(table.id, input.id));
      await notify(tx, {
        category: 'approvals',
        actorId: user.claims.sub,
        audience: { kind: 'project', projectId: item.projectId },
        title: `May we publish ${input.kind === 'case_study' ? 'a case study' : 'your testimonial'}?`,
        body: `The team asks you to approve “${title}” (${item.projectTitle}) for the website, exactly as written.`,
        link: `/projects/${item.projectId}#approvals`,
      });
      return item.projectId;
    });
    if (outcome === 'missing') return { ok: false, error: UNKNOWN_ITEM };
    if (outcome === 'state') return { ok: false, error: 'Its approval has been requested already.' };
    revalidateShowcase(outcome);
    return { ok: true };
  },
);

/** The team publishes what the client approved, or takes it off the site. */
export const setShowcasePublished = action(
  { schema: setPublishedSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const outcome = await withUser(user.claims, async (tx) => {
      const item = await findItem(tx, input.kind, input.id);
      if (!item) return 'missing' as const;
      const state = stateOf(item);
      if (input.publish === 'publish' && !canPublish(state)) return 'not-approved' as const;
      if (input.publish === 'unpublish' && state !== 'published') return item.projectId;
      const table = input.kind === 'case_study' ? caseStudies : testimonials;
      await tx
        .update(table)
        .set({ publishedAt: input.publish === 'publish' ? new Date() : null })
        .where(eq(table.id, input.id));
      return item.projectId;
    });
    if (outcome === 'missing') return { ok: false, error: UNKNOWN_ITEM };
    if (outcome === 'not-approved') {
      return { ok: false, error: 'Only a text the client approved, and has not withdrawn, can be published.' };
    }
    revalidateShowcase(outcome);
    return { ok: true };
  },
);

/**
 * One of the project's client people withdraws consent: the item leaves the public site at
 * once (the database unpublishes it in the same statement) and the team is told.
 */
export const withdrawShowcaseConsent = action(
  { schema: showcaseItemSchema, role: 'client' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const outcome = await withUser(user.claims, async (tx) => {
      const item = await findItem(tx, input.kind, input.id);
      if (!item) return 'missing' as const;
      if (!canWithdraw(stateOf(item))) return 'state' as const;
      const table = input.kind === 'case_study' ? caseStudies : testimonials;
      const [updated] = await tx
        .update(table)
        .set({ consentWithdrawnAt: new Date() })
        .where(and(eq(table.id, input.id), visibleProject(table.projectId)))
        .returning({ id: table.id });
      if (!updated) return 'missing' as const;
      const what = item.caseStudy ? `the case study “${item.caseStudy.title}”` : 'a testimonial';
      await notify(tx, {
        category: 'approvals',
        actorId: user.claims.sub,
        audience: { kind: 'team' },
        title: `Consent withdrawn: ${item.projectTitle}`,
        body: `${user.profile.fullName || user.profile.email} withdrew consent for ${what}. It is no longer on the website.`,
        link: `/admin/projects/${item.projectId}/case-study`,
      });
      return item.projectId;
    });
    if (outcome === 'missing') return { ok: false, error: UNKNOWN_ITEM };
    if (outcome === 'state') return { ok: false, error: 'There is no consent to withdraw.' };
    revalidateShowcase(outcome);
    return { ok: true };
  },
);
