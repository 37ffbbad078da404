import 'server-only';
import { isAdminRole } from '@/lib/auth/roles';
import type { CurrentUser } from '@/lib/auth/current-user';
import { getClientProject } from '@/lib/client-portal/queries';
import { withUser, type Tx } from '@/lib/db/client';
import { isUuid } from '@/lib/lists/params';
import { fileStorage } from '@/lib/storage';
import { renderProposalPdf, renderSignedProposalPdf } from './pdf';
import { documentOf, getCountersignature, getVersionForDecision } from './queries';

// The PDFs of a sent version, for the team and the project's own client; anyone else gets
// null (a 404), whether the version exists or not.

/** A version with its decision and, once accepted, the countersignature, in the caller's transaction. */
export async function versionWithCountersignature(tx: Tx, versionId: string) {
  const found = await getVersionForDecision(tx, versionId);
  if (!found) return null;
  const decision = found.version.decision;
  const countersignature = decision?.decision === 'accepted' ? await getCountersignature(tx, decision.id) : null;
  return { ...found, countersignature };
}

export type VersionWithCountersignature = NonNullable<Awaited<ReturnType<typeof versionWithCountersignature>>>;

async function visibleVersion(user: CurrentUser, versionId: string) {
  if (!isUuid(versionId)) return null;
  return withUser(user.claims, async (tx) => {
    const found = await versionWithCountersignature(tx, versionId);
    if (!found) return null;
    if (!isAdminRole(user.profile.role) && !(await getClientProject(tx, found.project.id))) return null;
    return found;
  });
}

export async function proposalPdf(user: CurrentUser, versionId: string) {
  const found = await visibleVersion(user, versionId);
  if (!found) return null;
  return { pdf: renderProposalPdf(documentOf(found.project, found.version)), version: found.version.version };
}

/**
 * The signed copy as stored at signing. A record written without its file (the demo seed
 * writes SQL only) is drawn again from the same record: the rendering is deterministic. Once
 * the team has countersigned, the copy is drawn from the records with both signatures; the
 * stored file stays the client's copy as signed, and the document hash is the same in both.
 */
export async function signedProposalPdf(user: CurrentUser, versionId: string) {
  const found = await visibleVersion(user, versionId);
  const pdf = found && (await signedCopyPdf(found));
  return pdf ? { pdf, version: found.version.version } : null;
}

/** The signed copy of a version read by versionWithCountersignature, or null when it is not accepted. */
export async function signedCopyPdf(found: VersionWithCountersignature) {
  const decision = found.version.decision;
  if (decision?.decision !== 'accepted' || !decision.documentSha256) return null;
  const counter = found.countersignature;
  const stored = decision.signedPdfKey && !counter ? await fileStorage().get(decision.signedPdfKey) : null;
  const pdf =
    stored ??
    renderSignedProposalPdf(
      documentOf(found.project, found.version),
      {
        signerName: decision.signerName ?? '',
        signerId: decision.decidedBy,
        signerEmail: found.project.clientEmail,
        signedAt: decision.decidedAt,
        ip: decision.ip,
        userAgent: decision.userAgent,
        optionIndex: decision.optionIndex ?? 0,
        documentSha256: decision.documentSha256,
        drawnSignature: decision.drawnSignature,
      },
      counter && {
        signerName: counter.signerName,
        signerId: counter.countersignedBy,
        signedAt: counter.countersignedAt,
        ip: counter.ip,
        userAgent: counter.userAgent,
        drawnSignature: counter.drawnSignature,
      },
    );
  return pdf;
}
