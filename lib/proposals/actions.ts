'use server';

import { and, eq, sql } from 'drizzle-orm';
import { action, type ActionResult } from '@/lib/actions/action';
import { requestContext } from '@/lib/auth/request';
import { loadFirstAudit } from '@/lib/audits/queries';
import { paymentTermsDays } from '@/lib/billing/config';
import { todayIso } from '@/lib/billing/dates';
import { issueDueInvoices } from '@/lib/billing/queries';
import { contractSigned } from '@/lib/billing/rules';
import { getClientProject } from '@/lib/client-portal/queries';
import { actAs, reachDatabase, resumeTrusted, systemDb, withUser, type Tx } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import {
  appSettings,
  projects,
  proposalCountersignatures,
  proposalDecisions,
  proposals,
  proposalTemplates,
  proposalVersions,
} from '@/lib/db/schema';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { notifyStageChange } from '@/lib/notifications/events';
import { notify } from '@/lib/notifications/notify';
import { fileStorage, newStorageKey } from '@/lib/storage';
import { optionLabel, type ProposalContent } from './content';
import { money } from './document';
import { proposalDocumentHash, renderSignedProposalPdf } from './pdf';
import {
  countersignPolicy,
  documentOf,
  getDraft,
  getProposalProject,
  getVersionForDecision,
  type VersionForDecision,
} from './queries';
import {
  acceptProposalSchema,
  countersignProposalSchema,
  countersignRequiredSchema,
  countersignSettingSchema,
  createTemplateSchema,
  declineProposalSchema,
  deleteTemplateSchema,
  draftOptions,
  FIX_FIELDS,
  OPTION_REQUIRED,
  proposalDraftSchema,
  sendProposalSchema,
} from './schema';
import type { PlannedTool } from './software-plan';

const PROJECT_GONE = 'This project no longer exists.';
const NOT_FOUND = 'This proposal does not exist.';
const ALREADY_DECIDED = 'This proposal has already been decided.';
const SUPERSEDED = 'A newer version of this proposal has been sent. Please read it first.';
const EXPIRED = 'This proposal has expired and can no longer be accepted. Please ask the team for a new one.';
const CHANGED = 'The proposal changed since you opened it. Please read it again.';
const ALREADY_ACCEPTED = 'This proposal has been accepted; it cannot be sent again.';

function revalidateProposal(projectId: string) {
  revalidatePortal(`/admin/projects/${projectId}`);
  revalidatePortal(`/admin/projects/${projectId}/proposal`);
  revalidatePortal(`/projects/${projectId}`);
  revalidatePortal(`/projects/${projectId}/proposal`);
  revalidatePortal('/admin/projects');
  revalidatePortal('/billing');
  revalidatePortal('/');
}

/** The team saves its working copy (the editor's Save, and the autosave while typing). */
export const saveProposalDraft = action(
  { schema: proposalDraftSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ message: string; savedAt: string }>> => {
    const saved = await withUser(user.claims, async (tx) => {
      const project = await getProposalProject(tx, input.projectId);
      if (!project) return null;
      const audit = await loadFirstAudit(tx, project.id);
      // Only the audit's own items, by id: the name and cost come from the audit, not the form.
      const tools: PlannedTool[] = (audit?.items ?? []).flatMap((item) => {
        const choice = input.tools[item.id];
        return choice ? [{ name: item.softwareName, monthlyCost: item.monthlyCost, action: choice }] : [];
      });
      const content: ProposalContent = {
        title: input.title,
        scope: input.scope,
        deliverables: input.deliverables,
        timeline: input.timeline,
        terms: input.terms,
        options: draftOptions(input),
        tools,
      };
      const [row] = await tx
        .insert(proposals)
        .values({ projectId: project.id, draft: content, createdBy: user.claims.sub })
        .onConflictDoUpdate({ target: proposals.projectId, set: { draft: content } })
        .returning({ updatedAt: proposals.updatedAt });
      return row;
    });
    if (!saved) return { ok: false, error: PROJECT_GONE };
    revalidatePortal(`/admin/projects/${input.projectId}/proposal`);
    return { ok: true, message: 'Draft saved.', savedAt: saved.updatedAt.toISOString() };
  },
);

/**
 * Send freezes the saved draft as the next version, tells the client (in the portal and by
 * mail, by their preferences), moves a project still in Discovery/Audit to Proposal Sent and
 * sets the expiry.
 */
export const sendProposal = action(
  { schema: sendProposalSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ message: string; version: number }>> => {
    const outcome = await withUser(user.claims, async (tx): Promise<Refused | { version: number }> => {
      const project = await getProposalProject(tx, input.projectId);
      if (!project) return { refused: PROJECT_GONE };
      const draft = await getDraft(tx, project.id);
      if (!draft || draft.content.options.length === 0) return { refused: OPTION_REQUIRED };
      const [accepted] = await tx
        .select({ id: proposalDecisions.id })
        .from(proposalDecisions)
        .where(and(eq(proposalDecisions.proposalId, draft.id), eq(proposalDecisions.decision, 'accepted')))
        .limit(1);
      if (accepted) return { refused: ALREADY_ACCEPTED };
      const [version] = await tx
        .insert(proposalVersions)
        .values({
          proposalId: draft.id,
          projectId: project.id,
          version: 0, // numbered by the database
          content: draft.content,
          sentBy: user.claims.sub,
          expiresAt: sql`now() + make_interval(days => ${input.expiresInDays})`,
        })
        .returning({ version: proposalVersions.version, expiresAt: proposalVersions.expiresAt });
      if (project.stage === 'discovery_audit') {
        await tx.update(projects).set({ kanbanStage: 'proposal_sent' }).where(eq(projects.id, project.id));
        await notifyStageChange(tx, user.claims.sub, {
          id: project.id,
          title: project.title,
          from: project.stage,
          to: 'proposal_sent',
        });
      }
      await notify(tx, {
        category: 'proposals',
        actorId: user.claims.sub,
        audience: { kind: 'project', projectId: project.id },
        title: `Proposal for ${project.title}`,
        body:
          `The team sent you a proposal (version ${version.version}) for "${project.title}". ` +
          `Please review it and choose an option by ${version.expiresAt.toISOString().slice(0, 10)}.`,
        link: `/projects/${project.id}/proposal`,
      });
      return { version: version.version };
    });
    if ('refused' in outcome) return { ok: false, error: outcome.refused };
    revalidateProposal(input.projectId);
    return { ok: true, version: outcome.version, message: `Version ${outcome.version} sent to the client.` };
  },
);

type Refused = { refused: string };

/**
 * The project after a signature: the chosen option's figures, and, once the contract counts as
 * signed, the Contract Signed stage (a project already past it stays where it is) and the
 * billing rule's invoices, the upfront half owed from Contract Signed.
 */
async function settleProject(
  tx: Tx,
  projectId: string,
  {
    values,
    contractSigned: signed,
  }: { values?: { projectValue: number; monthlyFee: number }; contractSigned: boolean },
) {
  const [before] = await tx
    .select({ stage: projects.kanbanStage })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!before) return;
  const stage = signed && !contractSigned(before.stage) ? 'contract_signed' : before.stage;
  if (values || stage !== before.stage)
    await tx
      .update(projects)
      .set({ ...values, kanbanStage: stage })
      .where(eq(projects.id, projectId));
  if (signed) await issueDueInvoices(tx, { projectId }, { today: todayIso(), termsDays: paymentTermsDays() });
}

/** Why the client may not decide on this version now, or null (the database checks the same). */
function refusal(found: VersionForDecision): string | null {
  if (found.version.decision) return ALREADY_DECIDED;
  if (found.version.version !== found.latestVersion) return SUPERSEDED;
  if (found.now.getTime() >= found.version.expiresAt.getTime()) return EXPIRED;
  return null;
}

/**
 * The project's client reads, picks an option and signs. In ONE transaction: the signature
 * is written under the client's claims (RLS: only the project's client may decide), then the
 * consequences the team alone may write (the project's value, fee and stage; the upfront
 * invoice by the billing rule) run on the trusted role, so nothing is half done.
 */
export const acceptProposal = action(
  { schema: acceptProposalSchema, role: 'client' },
  async (input, { user }): Promise<ActionResult<{ message: string; projectId: string }>> => {
    const { ip, userAgent } = await requestContext();
    const optionIndex = Number(input.option);
    const key = newStorageKey();
    let stored = false;
    try {
      const outcome = await reachDatabase(() =>
        systemDb().transaction(
          async (tx): Promise<Refused | { projectId: string; title: string; option: string; waits: boolean }> => {
            await actAs(tx, user.claims);
            const found = await getVersionForDecision(tx, input.versionId);
            // The same rule as the client's project page: only the project's own client.
            if (!found || !(await getClientProject(tx, found.project.id))) return { refused: NOT_FOUND };
            const why = refusal(found);
            if (why) return { refused: why };
            const option = found.version.content.options[optionIndex];
            if (!option) return { refused: FIX_FIELDS };
            const document = documentOf(found.project, found.version);
            const documentSha256 = proposalDocumentHash(document);
            if (documentSha256 !== input.documentSha256) return { refused: CHANGED };
            const pdf = renderSignedProposalPdf(document, {
              signerName: input.signerName,
              signerId: user.claims.sub,
              signerEmail: user.profile.email ?? '',
              signedAt: found.now,
              ip,
              userAgent,
              optionIndex,
              documentSha256,
              drawnSignature: input.drawnSignature,
            });
            await fileStorage().put(key, pdf, 'application/pdf');
            stored = true;
            await tx.insert(proposalDecisions).values({
              versionId: found.version.id,
              proposalId: '00000000-0000-0000-0000-000000000000', // set by the database from the version
              projectId: found.project.id,
              decision: 'accepted',
              optionIndex,
              decidedBy: user.claims.sub,
              signerName: input.signerName,
              consent: true,
              ip,
              userAgent: userAgent?.slice(0, 1000) ?? null,
              documentSha256,
              signedPdfKey: key,
              drawnSignature: input.drawnSignature,
            });
            await resumeTrusted(tx);
            // While Settings require the team's countersignature, Contract Signed (and with it
            // the upfront invoice) waits for it; the chosen figures are set now either way.
            const waits = (await countersignPolicy(tx)).required;
            await settleProject(tx, found.project.id, {
              values: { projectValue: option.projectValue, monthlyFee: option.monthlyFee },
              contractSigned: !waits,
            });
            await notify(tx, {
              category: 'proposals',
              actorId: user.claims.sub,
              audience: { kind: 'team' },
              title: `Proposal accepted: ${found.project.title}`,
              body:
                `${input.signerName} accepted ${optionLabel(option, optionIndex)} (${money(option.projectValue)}, ${money(option.monthlyFee)}/month) and signed version ${found.version.version}.` +
                (waits ? ' Countersign it to move the project to Contract Signed.' : ''),
              link: `/admin/projects/${found.project.id}/proposal`,
            });
            return {
              projectId: found.project.id,
              title: found.project.title,
              option: optionLabel(option, optionIndex),
              waits,
            };
          },
        ),
      );
      if ('refused' in outcome) {
        if (stored) await fileStorage().remove(key);
        return { ok: false, error: outcome.refused };
      }
      revalidateProposal(outcome.projectId);
      return {
        ok: true,
        projectId: outcome.projectId,
        message: outcome.waits
          ? `Signed: you accepted ${outcome.option}. The team countersigns next; the upfront invoice follows on your Billing page.`
          : `Signed: you accepted ${outcome.option}. The upfront invoice is on your Billing page.`,
      };
    } catch (error) {
      if (stored)
        await fileStorage()
          .remove(key)
          .catch(() => {});
      if (isDatabaseUnavailable(error)) throw error;
      // The database's own refusal (a race with a second tab, the expiry passing meanwhile).
      console.error('Accepting a proposal failed', error instanceof Error ? error.message : error);
      return { ok: false, error: ALREADY_DECIDED };
    }
  },
);

/** The project's client declines the latest version, saying why. */
export const declineProposal = action(
  { schema: declineProposalSchema, role: 'client' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    try {
      const outcome = await withUser(user.claims, async (tx): Promise<Refused | { projectId: string }> => {
        const found = await getVersionForDecision(tx, input.versionId);
        if (!found || !(await getClientProject(tx, found.project.id))) return { refused: NOT_FOUND };
        const why = refusal(found);
        if (why && why !== EXPIRED) return { refused: why };
        if (why) return { refused: 'This proposal has expired; there is nothing to decline.' };
        await tx.insert(proposalDecisions).values({
          versionId: found.version.id,
          proposalId: '00000000-0000-0000-0000-000000000000', // set by the database from the version
          projectId: found.project.id,
          decision: 'declined',
          reason: input.reason,
          decidedBy: user.claims.sub,
        });
        await notify(tx, {
          category: 'proposals',
          actorId: user.claims.sub,
          audience: { kind: 'team' },
          title: `Proposal declined: ${found.project.title}`,
          body: `Version ${found.version.version} was declined: ${input.reason}`,
          link: `/projects/${found.project.id}`,
        });
        return { projectId: found.project.id };
      });
      if ('refused' in outcome) return { ok: false, error: outcome.refused };
      revalidateProposal(outcome.projectId);
      return { ok: true, message: 'You declined the proposal. The team has been told why.' };
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      console.error('Declining a proposal failed', error instanceof Error ? error.message : error);
      return { ok: false, error: ALREADY_DECIDED };
    }
  },
);

const COUNTERSIGN_OFF = 'Countersigning proposals is turned off in Settings.';
const NOT_ACCEPTED = 'Only an accepted proposal can be countersigned.';
const ALREADY_COUNTERSIGNED = 'This proposal has already been countersigned.';

/**
 * The team countersigns an accepted proposal (when Settings offer it), with the same evidence
 * as the client's signature. The client's signed PDF and its hash stay as they were: the
 * countersignature is its own record, drawn onto the certificate when the PDF is served.
 */
export const countersignProposal = action(
  { schema: countersignProposalSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    const { ip, userAgent } = await requestContext();
    try {
      const outcome = await withUser(user.claims, async (tx): Promise<Refused | { projectId: string }> => {
        const settings = await countersignPolicy(tx);
        if (!settings.offered) return { refused: COUNTERSIGN_OFF };
        const [decision] = await tx
          .select({
            decision: proposalDecisions.decision,
            projectId: proposalDecisions.projectId,
            title: projects.title,
          })
          .from(proposalDecisions)
          .innerJoin(projects, eq(projects.id, proposalDecisions.projectId))
          .where(eq(proposalDecisions.id, input.decisionId))
          .limit(1);
        if (!decision) return { refused: NOT_FOUND };
        if (decision.decision !== 'accepted') return { refused: NOT_ACCEPTED };
        const [done] = await tx
          .select({ id: proposalCountersignatures.id })
          .from(proposalCountersignatures)
          .where(eq(proposalCountersignatures.decisionId, input.decisionId))
          .limit(1);
        if (done) return { refused: ALREADY_COUNTERSIGNED };
        await tx.insert(proposalCountersignatures).values({
          decisionId: input.decisionId,
          projectId: decision.projectId, // set by the database from the decision
          countersignedBy: user.claims.sub,
          signerName: input.signerName,
          consent: true,
          ip,
          userAgent: userAgent?.slice(0, 1000) ?? null,
          drawnSignature: input.drawnSignature,
        });
        // Required: the countersignature is what moves the project on (RLS lets the team
        // write the stage and the invoice). Done already for an acceptance made while it was
        // not required; the billing rule issues nothing twice.
        if (settings.required) await settleProject(tx, decision.projectId, { contractSigned: true });
        await notify(tx, {
          category: 'proposals',
          actorId: user.claims.sub,
          audience: { kind: 'project', projectId: decision.projectId },
          title: `Proposal countersigned: ${decision.title}`,
          body: `${input.signerName} countersigned the accepted proposal.`,
          link: `/projects/${decision.projectId}/proposal`,
        });
        return { projectId: decision.projectId };
      });
      if ('refused' in outcome) return { ok: false, error: outcome.refused };
      revalidateProposal(outcome.projectId);
      return { ok: true, message: 'Countersigned. The client has been told.' };
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      // The database's own refusal (a second tab countersigning meanwhile).
      console.error('Countersigning a proposal failed', error instanceof Error ? error.message : error);
      return { ok: false, error: ALREADY_COUNTERSIGNED };
    }
  },
);

/** Settings, super admins only (here and in RLS): offer the team a countersignature or not. */
export const setCountersignOffered = action(
  { schema: countersignSettingSchema, role: 'super_admin' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    const offered = input.offered === 'true';
    const updated = await withUser(user.claims, (tx) =>
      tx
        .update(appSettings)
        // Turning the offer off turns the requirement off with it (the database holds them together).
        .set({
          proposalCountersignOffered: offered,
          ...(offered ? {} : { proposalCountersignRequired: false }),
          updatedBy: user.claims.sub,
        })
        .returning({ id: appSettings.id }),
    );
    if (updated.length === 0) return { ok: false, error: 'You are not allowed to do that.' };
    revalidatePortal('/admin/settings/proposal-templates');
    revalidatePortal('/admin/projects');
    return {
      ok: true,
      message: offered ? 'The team can now countersign accepted proposals.' : 'Countersigning is turned off.',
    };
  },
);

/**
 * Settings, super admins only: whether Contract Signed (and the upfront invoice) waits for the
 * team's countersignature. Only while countersigning is offered.
 */
export const setCountersignRequired = action(
  { schema: countersignRequiredSchema, role: 'super_admin' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    const required = input.required === 'true';
    const updated = await withUser(user.claims, (tx) =>
      tx
        .update(appSettings)
        .set({ proposalCountersignRequired: required, updatedBy: user.claims.sub })
        .where(required ? eq(appSettings.proposalCountersignOffered, true) : undefined)
        .returning({ id: appSettings.id }),
    );
    if (updated.length === 0)
      return { ok: false, error: required ? 'Offer countersigning first.' : 'You are not allowed to do that.' };
    revalidatePortal('/admin/settings/proposal-templates');
    revalidatePortal('/admin/projects');
    return {
      ok: true,
      message: required
        ? 'Projects now reach Contract Signed when the team countersigns.'
        : 'Projects reach Contract Signed when the client signs.',
    };
  },
);

/** Settings: a reusable block of terms or scope. */
export const createProposalTemplate = action(
  { schema: createTemplateSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    await withUser(user.claims, (tx) => tx.insert(proposalTemplates).values({ ...input, createdBy: user.claims.sub }));
    revalidatePortal('/admin/settings');
    return { ok: true, message: 'Template saved.' };
  },
);

export const deleteProposalTemplate = action(
  { schema: deleteTemplateSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    await withUser(user.claims, (tx) => tx.delete(proposalTemplates).where(eq(proposalTemplates.id, input.id)));
    revalidatePortal('/admin/settings');
    return { ok: true };
  },
);
