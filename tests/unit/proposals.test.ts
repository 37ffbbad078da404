import { describe, expect, it } from 'vitest';
import { formDataToInput } from '@/lib/actions/form-data';
import { roiSummary } from '@/lib/audits/roi';
import { readContent, type ProposalContent } from '@/lib/proposals/content';
import { optionSavings } from '@/lib/proposals/document';
import { proposalDocumentHash, renderProposalPdf, renderSignedProposalPdf } from '@/lib/proposals/pdf';
import { acceptProposalSchema, draftOptions, proposalDraftSchema } from '@/lib/proposals/schema';
import { monthlySavingFor, type PlannedTool } from '@/lib/proposals/software-plan';
import { isDecidable, proposalStatus } from '@/lib/proposals/status';
import { pdfText } from '../support/pdf-text';

const tools: PlannedTool[] = [
  { name: 'Shopify Plus', monthlyCost: 2300, action: 'replace' },
  { name: 'Klaviyo', monthlyCost: 450, action: 'keep' },
  { name: 'Inventory Planner', monthlyCost: 340.5, action: 'consolidate' },
];
const content: ProposalContent = {
  title: 'Rebuild',
  scope: 'Scope',
  deliverables: '',
  timeline: '',
  terms: 'Terms',
  options: [
    { name: 'Good', description: '', projectValue: 10000, monthlyFee: 500 },
    { name: 'Best', description: '', projectValue: 20000, monthlyFee: 3000 },
  ],
  tools,
};
const document = {
  projectTitle: 'Rebuild',
  clientName: 'Northstar',
  version: 2,
  sentAt: new Date('2026-07-28T15:00:00Z'),
  expiresAt: new Date('2026-08-27T15:00:00Z'),
  content,
};

describe('proposals', () => {
  it('derives the status from the latest version: draft, awaiting, decided, expired', () => {
    const now = new Date('2026-08-01T00:00:00Z');
    expect(proposalStatus(null, now)).toBe('draft');
    expect(proposalStatus({ expiresAt: document.expiresAt, decision: null }, now)).toBe('sent');
    expect(proposalStatus({ expiresAt: document.expiresAt, decision: 'declined' }, now)).toBe('declined');
    expect(proposalStatus({ expiresAt: now, decision: null }, now)).toBe('expired');
    expect(isDecidable({ version: 2, expiresAt: document.expiresAt }, 2, false, now)).toBe(true);
    expect(isDecidable({ version: 1, expiresAt: document.expiresAt }, 2, false, now)).toBe(false);
  });

  it('computes each option’s saving with the audit’s ROI rule over the tools it retires', () => {
    expect(monthlySavingFor(tools, 500)).toBe(roiSummary([tools[0], tools[2]], 500).monthlySavings);
    expect(optionSavings(content)).toEqual([{ monthlySaving: 2140.5 }, { monthlySaving: 0 }]);
  });

  it('reads the editor’s posted form: empty option slots dropped, a priced option needs a name', () => {
    const form = new FormData();
    form.set('projectId', '00000000-0000-4000-8000-000000000000');
    form.set('option1Name', 'Good');
    form.set('option1Value', '1000.5');
    form.set('option3Value', '99');
    form.set('tools[00000000-0000-4000-8000-000000000001]', 'replace');
    const refused = proposalDraftSchema.safeParse(formDataToInput(proposalDraftSchema, form));
    expect(refused.success).toBe(false);
    form.set('option3Name', 'Best');
    const parsed = proposalDraftSchema.parse(formDataToInput(proposalDraftSchema, form));
    expect(draftOptions(parsed).map((o) => [o.name, o.projectValue])).toEqual([
      ['Good', 1000.5],
      ['Best', 99],
    ]);
    expect(parsed.tools).toEqual({ '00000000-0000-4000-8000-000000000001': 'replace' });
  });

  it('refuses a signature without consent or a name', () => {
    const base = { versionId: '00000000-0000-4000-8000-000000000000', documentSha256: 'a'.repeat(64), option: '0' };
    expect(acceptProposalSchema.safeParse({ ...base, signerName: 'Ada', consent: false }).success).toBe(false);
    expect(acceptProposalSchema.safeParse({ ...base, signerName: '  ', consent: true }).success).toBe(false);
    expect(acceptProposalSchema.safeParse({ ...base, signerName: 'Ada', consent: true }).success).toBe(true);
  });

  it('reads malformed stored content as empty parts, never throws', () => {
    expect(readContent('nonsense').options).toEqual([]);
    expect(readContent({ options: [{ name: 5 }] }).options).toEqual([
      { name: '', description: '', projectValue: 0, monthlyFee: 0 },
    ]);
  });

  it('draws the same bytes for the same version, so the hash names the document; the signed copy certifies it', async () => {
    const hash = proposalDocumentHash(document);
    expect(proposalDocumentHash({ ...document })).toBe(hash);
    expect(proposalDocumentHash({ ...document, version: 3 })).not.toBe(hash);
    const text = await pdfText(renderProposalPdf(document));
    expect(text).toContain('Option 1: Good');
    expect(text).toContain('$10,000.00');
    const signed = await pdfText(
      renderSignedProposalPdf(document, {
        signerName: 'Jordan Lee',
        signerId: '00000000-0000-4000-8000-000000000009',
        signerEmail: 'client@demo.test',
        signedAt: new Date('2026-08-03T16:20:00Z'),
        ip: '203.0.113.24',
        userAgent: 'Safari',
        optionIndex: 1,
        documentSha256: hash,
      }),
    );
    for (const expected of ['Signature certificate', 'Jordan Lee', '2026-08-03 16:20 UTC', '203.0.113.24', hash])
      expect(signed).toContain(expected);
    expect(signed).not.toContain('Countersignature');
    const signature = {
      signerName: 'Jordan Lee',
      signerId: '00000000-0000-4000-8000-000000000009',
      signerEmail: 'client@demo.test',
      signedAt: new Date('2026-08-03T16:20:00Z'),
      ip: '203.0.113.24',
      userAgent: 'Safari',
      optionIndex: 1,
      documentSha256: hash,
    };
    const countersigned = await pdfText(
      renderSignedProposalPdf(document, signature, {
        signerName: 'Sam Admin',
        signerId: '00000000-0000-4000-8000-000000000001',
        signedAt: new Date('2026-08-04T09:05:00Z'),
        ip: '198.51.100.7',
        userAgent: 'Firefox',
      }),
    );
    // Both signatures on the certificate, and the document's hash is the one the client signed.
    for (const expected of [
      'Jordan Lee',
      hash,
      'Countersignature',
      'Sam Admin',
      '2026-08-04 09:05 UTC',
      '198.51.100.7',
    ])
      expect(countersigned).toContain(expected);
  });
});
