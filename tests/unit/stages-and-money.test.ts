import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format/money';
import { clientProgressStep, isActiveStage, KANBAN_STAGES, STAGE_META } from '@/lib/projects/stages';

describe('formatMoney', () => {
  it.each([
    [48000, '$48,000'],
    [750.4, '$750'],
    ['1200.00', '$1,200'],
    [null, '$0'],
    [undefined, '$0'],
    ['not a number', '$0'],
  ])('%s → %s', (amount, text) => expect(formatMoney(amount)).toBe(text));
});

describe('stages', () => {
  it('has the seven stages in pipeline order with their labels', () => {
    expect(KANBAN_STAGES.map((s) => STAGE_META[s].label)).toEqual([
      'Discovery/Audit',
      'Proposal Sent',
      'Contract Signed',
      'In Development',
      'Client Review',
      'Awaiting Final Payment',
      'Completed',
    ]);
    expect(STAGE_META.awaiting_final_payment.shortLabel).toBe('Awaiting Payment');
  });

  it('counts a project as active unless completed or awaiting final payment', () => {
    expect(KANBAN_STAGES.filter(isActiveStage)).toEqual(KANBAN_STAGES.slice(0, 5));
  });

  it('puts In Development at Development with the timeline 40% filled', () => {
    expect(clientProgressStep('in_development')).toEqual({ index: 2, fillPercent: 40 });
    expect(clientProgressStep('discovery_audit')).toEqual({ index: 0, fillPercent: 0 });
    expect(clientProgressStep('completed')).toEqual({ index: 5, fillPercent: 100 });
  });
});
