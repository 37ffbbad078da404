import { optionLabel } from '@/lib/proposals/content';
import { DrawnSignatureImage } from './drawn-signature-image';
import { utcStamp } from '@/lib/proposals/document';
import type { SentVersion } from '@/lib/proposals/queries';
import { PROPOSAL_STATUS_LABELS, proposalStatus } from '@/lib/proposals/status';

/** Every sent version, newest first: its status, the decision, and its documents. */
export function ProposalHistory({
  versions,
  now,
  showSigner,
}: {
  versions: SentVersion[];
  now: Date;
  showSigner?: boolean;
}) {
  if (versions.length === 0) return <p className="text-sm text-slate-600">Nothing sent yet.</p>;
  const latest = versions[0].version;
  return (
    <ul className="space-y-3">
      {versions.map((version) => {
        const status =
          version.version === latest || version.decision
            ? PROPOSAL_STATUS_LABELS[
                proposalStatus({ expiresAt: version.expiresAt, decision: version.decision?.decision ?? null }, now)
              ]
            : 'Replaced by a newer version';
        const decision = version.decision;
        const chosen = decision?.optionIndex != null ? version.content.options[decision.optionIndex] : undefined;
        return (
          <li key={version.id} className="rounded-md border border-slate-200 bg-white p-4 text-sm">
            <p className="font-medium text-slate-900">
              Version {version.version}: {status}
            </p>
            <p className="text-slate-600">
              Sent {utcStamp(version.sentAt)} · valid until {utcStamp(version.expiresAt)}
            </p>
            {decision?.decision === 'accepted' && (
              <p className="mt-1 text-slate-800">
                Signed by {decision.signerName} on {utcStamp(decision.decidedAt)}
                {chosen && <> · {optionLabel(chosen, decision.optionIndex ?? 0)}</>}
                {showSigner && decision.ip && <> · from {decision.ip}</>}
                <br />
                <span className="break-all text-slate-600">Document SHA-256: {decision.documentSha256}</span>
              </p>
            )}
            {decision?.decision === 'accepted' && (
              <DrawnSignatureImage
                drawing={decision.drawnSignature}
                label={`Drawn signature of ${decision.signerName}`}
              />
            )}
            {decision?.decision === 'declined' && (
              <p className="mt-1 text-slate-800">
                Declined on {utcStamp(decision.decidedAt)}: {decision.reason}
              </p>
            )}
            <p className="mt-2 flex flex-wrap gap-4">
              <a className="text-brand-700 underline" href={`/proposals/${version.id}/pdf`}>
                Proposal PDF (version {version.version})
              </a>
              {decision?.decision === 'accepted' && (
                <a className="text-brand-700 underline" href={`/proposals/${version.id}/signed`}>
                  Signed PDF (version {version.version})
                </a>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
