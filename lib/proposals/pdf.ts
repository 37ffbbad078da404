import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { firmDetails } from '@/content/firm';
import { pdfText } from '@/lib/billing/pdf-text';
import { optionLabel } from './content';
import { money, optionSavings, planSummary, utcStamp, type ProposalDocument } from './document';
import { DRAWN_HEIGHT, DRAWN_WIDTH, storedDrawing, type DrawnSignature } from './drawn-signature';
import { TOOL_PLAN_ACTION_LABELS } from './software-plan';

// A sent version as a PDF, drawn with pdfkit like the invoices. The rendering is
// deterministic (the creation date is the version's send time), so the SHA-256 of these bytes
// names the exact document the client read and signed; the signed copy adds a certificate
// page after the same pages. Drawn synchronously (the document is a stream whose pages are
// all buffered once it ends), so the demo seed can compute a hash as it writes its SQL; no
// `server-only` here for the same reason.

type Doc = PDFKit.PDFDocument;
const MARGIN = 50;
const MUTED = '#475569';

export type SignatureCertificate = {
  signerName: string;
  signerId: string;
  signerEmail: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  optionIndex: number;
  documentSha256: string;
  /** The optional drawing beside the typed name. */
  drawnSignature?: DrawnSignature | null;
};

/** The team's countersignature, when there is one: drawn below the client's signature. */
export type CountersignatureCertificate = {
  signerName: string;
  signerId: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  drawnSignature?: DrawnSignature | null;
};

/**
 * A drawn signature under its label, as lines in a box a third of the page wide; nothing when
 * there is none. The strokes are drawn as vectors, so the drawing is the same at any zoom.
 */
function drawDrawing(doc: Doc, label: string, drawing: DrawnSignature | null | undefined) {
  const strokes = storedDrawing(drawing);
  if (!strokes) return;
  const width = 180;
  const height = (width * DRAWN_HEIGHT) / DRAWN_WIDTH;
  const scale = width / DRAWN_WIDTH;
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10).fillColor('black').text(pdfText(label));
  const left = MARGIN;
  const top = doc.y + 4;
  doc.save();
  doc.rect(left, top, width, height).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
  doc.lineWidth(1.2).strokeColor('#0f172a').lineCap('round').lineJoin('round');
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    doc.moveTo(left + first[0] * scale, top + first[1] * scale);
    if (rest.length === 0) doc.lineTo(left + first[0] * scale + 0.5, top + first[1] * scale);
    for (const [x, y] of rest) doc.lineTo(left + x * scale, top + y * scale);
    doc.stroke();
  }
  doc.restore();
  doc.x = MARGIN;
  doc.y = top + height + 6;
}

function render(document: ProposalDocument, draw: (doc: Doc) => void): Buffer {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: pdfText(`Proposal: ${document.content.title || document.projectTitle}`),
      Author: pdfText(firmDetails.legalName),
      CreationDate: document.sentAt,
    },
  });
  draw(doc);
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function section(doc: Doc, heading: string, body: string) {
  if (!body) return;
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(pdfText(heading));
  doc.moveDown(0.2).font('Helvetica').fontSize(10).text(pdfText(body));
}

function drawProposal(doc: Doc, document: ProposalDocument) {
  const { content } = document;
  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(firmDetails.legalName));
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(pdfText(firmDetails.email));
  doc.moveDown(1).fillColor('black').font('Helvetica-Bold').fontSize(20);
  doc.text(pdfText(content.title || document.projectTitle));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(pdfText(`Prepared for ${document.clientName} · Project: ${document.projectTitle}`));
  doc.text(
    pdfText(
      `Version ${document.version} · Sent ${utcStamp(document.sentAt)} · Valid until ${utcStamp(document.expiresAt)}`,
    ),
  );
  doc.fillColor('black');
  section(doc, 'Scope', content.scope);
  section(doc, 'Deliverables', content.deliverables);
  section(doc, 'Timeline', content.timeline);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text('Options');
  const savings = optionSavings(content);
  content.options.forEach((option, index) => {
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(pdfText(optionLabel(option, index)));
    doc
      .font('Helvetica')
      .text(`Project value: ${money(option.projectValue)} · Monthly fee: ${money(option.monthlyFee)}`);
    if (content.tools.length > 0) doc.text(`Monthly software saving: ${money(savings[index].monthlySaving)}`);
    if (option.description) doc.text(pdfText(option.description));
  });
  if (content.tools.length > 0) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text('Software plan');
    doc.font('Helvetica').fontSize(10);
    for (const tool of content.tools)
      doc.text(
        pdfText(`${tool.name}: ${TOOL_PLAN_ACTION_LABELS[tool.action]} (${money(tool.monthlyCost)}/month today)`),
      );
    const summary = planSummary(content);
    if (summary) doc.moveDown(0.2).text(pdfText(summary));
  }
  section(doc, 'Terms', content.terms);
}

/** The document as the client reads it: the bytes the signature's hash is taken of. */
export function renderProposalPdf(document: ProposalDocument): Buffer {
  return render(document, (doc) => drawProposal(doc, document));
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The document's SHA-256, as shown to the client and kept with the signature. */
export function proposalDocumentHash(document: ProposalDocument): string {
  return sha256Hex(renderProposalPdf(document));
}

/** The signed copy: the same pages, then the signature certificate (who, when, where, hash). */
export function renderSignedProposalPdf(
  document: ProposalDocument,
  signature: SignatureCertificate,
  countersignature?: CountersignatureCertificate | null,
): Buffer {
  return render(document, (doc) => {
    drawProposal(doc, document);
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text('Signature certificate');
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    const option = document.content.options[signature.optionIndex];
    const lines: [string, string][] = [
      ['Signed by', signature.signerName],
      ['Account', `${signature.signerEmail} (${signature.signerId})`],
      ['Signed at', utcStamp(signature.signedAt)],
      ['IP address', signature.ip ?? 'unknown'],
      ['User agent', signature.userAgent ?? 'unknown'],
      ['Proposal version', String(document.version)],
      ['Chosen option', option ? optionLabel(option, signature.optionIndex) : String(signature.optionIndex + 1)],
      ['Project value', option ? money(option.projectValue) : ''],
      ['Monthly fee', option ? money(option.monthlyFee) : ''],
      ['Document SHA-256', signature.documentSha256],
    ];
    for (const [label, value] of lines) {
      doc.font('Helvetica-Bold').text(pdfText(`${label}: `), { continued: true });
      doc.font('Helvetica').text(pdfText(value));
    }
    drawDrawing(doc, 'Drawn signature', signature.drawnSignature);
    doc.moveDown(1).fillColor(MUTED);
    doc.text(
      pdfText(
        'The signer consented to sign electronically and typed the name above (a drawing, if shown, was ' +
          'added by the signer beside it). The SHA-256 is of the ' +
          'proposal document of this version as it was shown to the signer (the pages before this one, ' +
          'downloadable on its own from the portal).',
      ),
    );
    if (!countersignature) return;
    doc.moveDown(1.5).fillColor('black').font('Helvetica-Bold').fontSize(14).text('Countersignature');
    doc.moveDown(0.5).fontSize(10);
    const counterLines: [string, string][] = [
      ['Countersigned by', countersignature.signerName],
      ['Account', countersignature.signerId],
      ['Countersigned at', utcStamp(countersignature.signedAt)],
      ['IP address', countersignature.ip ?? 'unknown'],
      ['User agent', countersignature.userAgent ?? 'unknown'],
    ];
    for (const [label, value] of counterLines) {
      doc.font('Helvetica-Bold').text(pdfText(`${label}: `), { continued: true });
      doc.font('Helvetica').text(pdfText(value));
    }
    drawDrawing(doc, 'Drawn countersignature', countersignature.drawnSignature);
    doc.moveDown(1).fillColor(MUTED);
    doc.text(
      pdfText(
        'A member of the team consented to countersign electronically and typed the name above, after ' +
          'the client signed. The document SHA-256 above is unchanged by the countersignature.',
      ),
    );
  });
}
