import { describe, expect, it } from 'vitest';
import { caseStudyApprovalNote, slugFromTitle, testimonialApprovalNote } from '@/lib/showcase/approval-text';
import { caseStudyFigures } from '@/lib/showcase/figures';
import { canPublish, canRequestApproval, canWithdraw, publicationState } from '@/lib/showcase/states';
import { MAX_PUBLICATION_APPROVAL_TEXT } from '@/lib/approvals/states';

describe('publication state', () => {
  const at = new Date('2026-11-20T00:00:00Z');
  it('follows the approval and the two dates', () => {
    expect(publicationState({ approvalStatus: null, publishedAt: null, consentWithdrawnAt: null })).toBe('draft');
    expect(publicationState({ approvalStatus: 'pending', publishedAt: null, consentWithdrawnAt: null })).toBe(
      'awaiting_approval',
    );
    expect(publicationState({ approvalStatus: 'approved', publishedAt: null, consentWithdrawnAt: null })).toBe(
      'approved',
    );
    expect(publicationState({ approvalStatus: 'approved', publishedAt: at, consentWithdrawnAt: null })).toBe(
      'published',
    );
    expect(publicationState({ approvalStatus: 'approved', publishedAt: null, consentWithdrawnAt: at })).toBe(
      'withdrawn',
    );
  });
  it('publishes only approved text, asks again only when not pending or given, withdraws given consent', () => {
    expect(canPublish('approved')).toBe(true);
    expect(canPublish('awaiting_approval')).toBe(false);
    expect(canPublish('withdrawn')).toBe(false);
    expect(canRequestApproval('awaiting_approval')).toBe(false);
    expect(canRequestApproval('withdrawn')).toBe(true);
    expect(canWithdraw('published')).toBe(true);
    expect(canWithdraw('draft')).toBe(false);
  });
});

describe('figures from the audit and ROI', () => {
  it('are the ROI module’s sums, in dollars', () => {
    const figures = caseStudyFigures({ items: [{ monthlyCost: 1200 }, { monthlyCost: 800.5 }] }, 500);
    expect(figures).toEqual([
      { label: 'Software subscriptions audited', value: '2' },
      { label: 'Monthly software costs before', value: '$2,001' },
      { label: 'Monthly savings', value: '$1,501' },
      { label: 'Yearly savings', value: '$18,006' },
      { label: 'Software costs saved', value: '75 %' },
    ]);
  });
  it('are none without an audit', () => {
    expect(caseStudyFigures(null, 500)).toEqual([]);
  });
});

describe('the text the client approves', () => {
  it('says how the client is named and fits the approval’s note at the longest', () => {
    const long = 'x'.repeat(2000);
    const note = caseStudyApprovalNote({
      title: 't'.repeat(120),
      summary: 's'.repeat(300),
      problem: long,
      approach: long,
      results: long,
      figures: caseStudyFigures({ items: [{ monthlyCost: 100 }] }, 10),
      clientNamed: false,
      clientLabel: 'A regional retailer',
    });
    expect(note).toContain('not named');
    expect(note.length).toBeLessThanOrEqual(MAX_PUBLICATION_APPROVAL_TEXT);
    expect(testimonialApprovalNote({ quote: 'Great', personName: 'Ana', personRole: 'COO' })).toContain('— Ana, COO');
  });
  it('makes addresses from titles', () => {
    expect(slugFromTitle('Half the Software Bill: Café Edition!')).toBe('half-the-software-bill-cafe-edition');
    expect(slugFromTitle('!!!')).toBe('case-study');
  });
});
