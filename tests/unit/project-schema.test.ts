import { describe, expect, it } from 'vitest';
import { applyMove, cardsIn } from '@/lib/projects/pipeline';
import type { Pipeline, PipelineCard } from '@/lib/projects/queries';
import {
  createProjectSchema,
  DATES_OUT_OF_ORDER,
  parseProjectListParams,
  PROGRESS_INVALID,
  updateProjectSchema,
} from '@/lib/projects/schema';

const CLIENT = '3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const valid = {
  title: ' Shop ',
  clientId: CLIENT,
  stage: 'discovery_audit',
  projectValue: '1200.50',
  monthlyFee: '',
  progressPercentage: '',
  startDate: '2027-01-01',
  endDate: '',
  description: '',
};

function messages(input: unknown) {
  const result = createProjectSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the project form schema', () => {
  it('cleans the values: trimmed title, money and progress as numbers, blanks as 0 or null', () => {
    const parsed = createProjectSchema.parse(valid);
    expect(parsed).toEqual({
      title: 'Shop',
      clientId: CLIENT,
      stage: 'discovery_audit',
      projectValue: 1200.5,
      monthlyFee: 0,
      progressPercentage: 0,
      startDate: '2027-01-01',
      endDate: null,
      description: null,
      customFields: {},
    });
    // The server action parses what the form already parsed.
    expect(createProjectSchema.parse(parsed)).toEqual(parsed);
  });

  it('shows every message at once, the date order included', () => {
    expect(
      messages({
        ...valid,
        title: '  ',
        clientId: '',
        stage: 'launched',
        projectValue: '-1',
        monthlyFee: '1.234',
        progressPercentage: '101',
        startDate: '2027-03-01',
        endDate: '2027-02-28',
      }),
    ).toEqual({
      title: 'Project title is required',
      clientId: 'Please select a client',
      stage: 'Please choose a stage',
      projectValue: 'Project value cannot be negative',
      monthlyFee: 'Monthly fee can have at most 2 decimal places',
      progressPercentage: PROGRESS_INVALID,
      endDate: DATES_OUT_OF_ORDER,
    });
  });

  it('accepts an end on the start date, and refuses impossible dates and amounts', () => {
    expect(messages({ ...valid, endDate: '2027-01-01' })).toEqual({});
    expect(messages({ ...valid, startDate: '2027-02-30', progressPercentage: '12.5', projectValue: 'abc' })).toEqual({
      startDate: 'Start date must be a date',
      progressPercentage: PROGRESS_INVALID,
      projectValue: 'Project value must be a number',
    });
    expect(messages({ ...valid, monthlyFee: '10000000000' })).toEqual({
      monthlyFee: 'Monthly fee must be at most $9,999,999,999.99',
    });
  });

  it('takes no payment fields: payments are recorded on invoices (lib/billing)', () => {
    const base = { ...valid, id: CLIENT, clientId: undefined };
    const parsed = updateProjectSchema.parse({ ...base, upfrontPaymentStatus: 'paid' });
    expect(parsed).not.toHaveProperty('upfrontPaymentStatus');
  });
});

describe('the project list parameters', () => {
  it('reads stage, client and page from the URL, anything unknown meaning all', () => {
    expect(parseProjectListParams({ stage: 'client_review', client: CLIENT.toUpperCase(), page: '3' })).toEqual({
      stage: 'client_review',
      client: CLIENT,
      page: 3,
    });
    expect(parseProjectListParams({ stage: 'launched', client: 'abc', page: '-1' })).toEqual({
      stage: 'all',
      client: null,
      page: 1,
    });
  });
});

describe('a move on the board', () => {
  const card = (id: string, stage: PipelineCard['stage'], createdAt: string): PipelineCard => ({
    id,
    title: id,
    stage,
    projectValue: 0,
    monthlyFee: 0,
    clientId: CLIENT,
    clientName: 'Client',
    createdAt,
  });
  const board: Pipeline = {
    cards: [card('a', 'proposal_sent', '2026-01-02'), card('b', 'in_development', '2026-01-03')],
    counts: {
      discovery_audit: 0,
      proposal_sent: 4,
      contract_signed: 0,
      in_development: 1,
      client_review: 0,
      awaiting_final_payment: 0,
      completed: 0,
    },
  };

  it('moves the card and both counts at once, keeping the column newest first', () => {
    const moved = applyMove(board, { id: 'a', stage: 'in_development' });
    expect(moved.counts.proposal_sent).toBe(3);
    expect(moved.counts.in_development).toBe(2);
    expect(cardsIn(moved.cards, 'in_development').map((c) => c.id)).toEqual(['b', 'a']);
    expect(cardsIn(moved.cards, 'proposal_sent')).toEqual([]);
  });

  it('changes nothing for an unknown card or the same stage', () => {
    expect(applyMove(board, { id: 'x', stage: 'completed' })).toBe(board);
    expect(applyMove(board, { id: 'a', stage: 'proposal_sent' })).toBe(board);
  });
});
