import 'server-only';
import type { DrawnSignature } from './drawn-signature';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import {
  appSettings,
  profiles,
  projects,
  proposalCountersignatures,
  proposalDecisions,
  proposals,
  proposalTemplates,
  proposalVersions,
} from '@/lib/db/schema';
import { clientDisplayName } from '@/lib/clients/schema';
import { readContent, type ProposalContent } from './content';
import type { ProposalDocument } from './document';
import type { ProposalDecision } from './status';

// Proposals, their sent versions and the decisions on them. Every function runs in the
// caller's transaction, so RLS decides: the team sees all, a client the versions of the
// projects app.can_see_project lets it read, never a draft.

export type DecisionRecord = {
  id: string;
  decision: ProposalDecision;
  optionIndex: number | null;
  reason: string | null;
  decidedBy: string;
  decidedAt: Date;
  signerName: string | null;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string | null;
  signedPdfKey: string | null;
  drawnSignature: DrawnSignature | null;
};

export type SentVersion = {
  id: string;
  version: number;
  content: ProposalContent;
  sentAt: Date;
  expiresAt: Date;
  decision: DecisionRecord | null;
};

const decisionColumns = {
  id: proposalDecisions.id,
  decision: proposalDecisions.decision,
  optionIndex: proposalDecisions.optionIndex,
  reason: proposalDecisions.reason,
  decidedBy: proposalDecisions.decidedBy,
  decidedAt: proposalDecisions.decidedAt,
  signerName: proposalDecisions.signerName,
  ip: proposalDecisions.ip,
  userAgent: proposalDecisions.userAgent,
  documentSha256: proposalDecisions.documentSha256,
  signedPdfKey: proposalDecisions.signedPdfKey,
  drawnSignature: proposalDecisions.drawnSignature,
};

/** The sent versions of a project's proposal, newest first, each with its decision. */
export async function listSentVersions(tx: Tx, projectId: string): Promise<SentVersion[]> {
  const rows = await tx
    .select({
      id: proposalVersions.id,
      version: proposalVersions.version,
      content: proposalVersions.content,
      sentAt: proposalVersions.sentAt,
      expiresAt: proposalVersions.expiresAt,
      decision: decisionColumns,
    })
    .from(proposalVersions)
    .leftJoin(proposalDecisions, eq(proposalDecisions.versionId, proposalVersions.id))
    .where(eq(proposalVersions.projectId, projectId))
    .orderBy(desc(proposalVersions.version));
  return rows.map((row) => ({
    ...row,
    content: readContent(row.content),
    decision: row.decision?.id ? (row.decision as DecisionRecord) : null,
  }));
}

export type ProposalProject = {
  id: string;
  title: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  stage: (typeof projects.$inferSelect)['kanbanStage'];
};

/** The project a proposal is for and whom it is addressed to, or null when not visible. */
export async function getProposalProject(tx: Tx, projectId: string): Promise<ProposalProject | null> {
  const [row] = await tx
    .select({
      id: projects.id,
      title: projects.title,
      clientId: projects.clientId,
      stage: projects.kanbanStage,
      companyName: profiles.companyName,
      fullName: profiles.fullName,
      clientEmail: profiles.email,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return null;
  const { companyName, fullName, ...project } = row;
  return { ...project, clientName: clientDisplayName({ companyName, fullName }) };
}

/** The team's working copy, or null before the first save. */
export async function getDraft(tx: Tx, projectId: string): Promise<{ id: string; content: ProposalContent } | null> {
  const [row] = await tx
    .select({ id: proposals.id, draft: proposals.draft })
    .from(proposals)
    .where(eq(proposals.projectId, projectId))
    .limit(1);
  return row ? { id: row.id, content: readContent(row.draft) } : null;
}

export async function listTemplates(tx: Tx) {
  return tx
    .select({
      id: proposalTemplates.id,
      kind: proposalTemplates.kind,
      title: proposalTemplates.title,
      body: proposalTemplates.body,
    })
    .from(proposalTemplates)
    .orderBy(asc(proposalTemplates.kind), asc(proposalTemplates.createdAt), asc(proposalTemplates.id));
}

export function documentOf(
  project: ProposalProject,
  version: SentVersion | (Omit<SentVersion, 'decision'> & { decision?: null }),
): ProposalDocument {
  return {
    projectTitle: project.title,
    clientName: project.clientName,
    version: version.version,
    sentAt: version.sentAt,
    expiresAt: version.expiresAt,
    content: version.content,
  };
}

export type VersionForDecision = {
  version: SentVersion;
  project: ProposalProject;
  latestVersion: number;
  /** The database's clock, the one its checks use. */
  now: Date;
};

/** One sent version with its project, the latest version number and the database's time. */
export async function getVersionForDecision(tx: Tx, versionId: string): Promise<VersionForDecision | null> {
  const [row] = await tx
    .select({
      id: proposalVersions.id,
      projectId: proposalVersions.projectId,
      version: proposalVersions.version,
      content: proposalVersions.content,
      sentAt: proposalVersions.sentAt,
      expiresAt: proposalVersions.expiresAt,
      decision: decisionColumns,
      latestVersion:
        sql<number>`(select max(v.version) from app.proposal_versions v where v.proposal_id = ${proposalVersions.proposalId})`.mapWith(
          Number,
        ),
      now: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(proposalVersions)
    .leftJoin(proposalDecisions, eq(proposalDecisions.versionId, proposalVersions.id))
    .where(eq(proposalVersions.id, versionId))
    .limit(1);
  if (!row) return null;
  const project = await getProposalProject(tx, row.projectId);
  if (!project) return null;
  return {
    version: {
      id: row.id,
      version: row.version,
      content: readContent(row.content),
      sentAt: row.sentAt,
      expiresAt: row.expiresAt,
      decision: row.decision?.id ? (row.decision as DecisionRecord) : null,
    },
    project,
    latestVersion: row.latestVersion,
    now: row.now,
  };
}

/** The accepted decision of a project's proposal, if any (for the signed PDF). */
export async function getAcceptedDecision(tx: Tx, versionId: string) {
  const [row] = await tx
    .select(decisionColumns)
    .from(proposalDecisions)
    .where(and(eq(proposalDecisions.versionId, versionId), eq(proposalDecisions.decision, 'accepted')))
    .limit(1);
  return row ?? null;
}

export type CountersignatureRecord = {
  signerName: string;
  countersignedBy: string;
  countersignedAt: Date;
  ip: string | null;
  userAgent: string | null;
  drawnSignature: DrawnSignature | null;
};

/** The team's countersignature on an acceptance, if any. */
export async function getCountersignature(tx: Tx, decisionId: string): Promise<CountersignatureRecord | null> {
  const [row] = await tx
    .select({
      signerName: proposalCountersignatures.signerName,
      countersignedBy: proposalCountersignatures.countersignedBy,
      countersignedAt: proposalCountersignatures.countersignedAt,
      ip: proposalCountersignatures.ip,
      userAgent: proposalCountersignatures.userAgent,
      drawnSignature: proposalCountersignatures.drawnSignature,
    })
    .from(proposalCountersignatures)
    .where(eq(proposalCountersignatures.decisionId, decisionId))
    .limit(1);
  return row ?? null;
}

/**
 * Settings: whether the team is offered a countersignature on accepted proposals, and whether
 * Contract Signed waits for it.
 */
export async function countersignPolicy(tx: Tx): Promise<{ offered: boolean; required: boolean }> {
  const [row] = await tx
    .select({
      offered: appSettings.proposalCountersignOffered,
      required: appSettings.proposalCountersignRequired,
    })
    .from(appSettings)
    .limit(1);
  return { offered: row?.offered ?? false, required: row?.required ?? false };
}
