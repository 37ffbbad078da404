import '@/lib/zod-csp';
import { z } from 'zod';
import { TOOL_PLAN_ACTIONS, type PlannedTool } from './software-plan';

// What a proposal says: the draft the team edits and the frozen content of a sent version
// have this one shape, so the preview, the client's page and the PDF render the same thing.

export const MAX_OPTIONS = 3;
export const OPTION_SLOTS = [1, 2, 3] as const;

export type ProposalOption = { name: string; description: string; projectValue: number; monthlyFee: number };

export type ProposalContent = {
  title: string;
  scope: string;
  deliverables: string;
  timeline: string;
  terms: string;
  options: ProposalOption[];
  /** The software plan from the project's audit; empty when the proposal has none. */
  tools: PlannedTool[];
};

const storedText = z.string().max(20000).catch('');
const storedMoney = z.number().finite().min(0).catch(0);

/** Reads stored JSON (a draft or a version) defensively: anything malformed reads as empty. */
const storedContentSchema = z.object({
  title: z.string().max(200).catch(''),
  scope: storedText,
  deliverables: storedText,
  timeline: storedText,
  terms: storedText,
  options: z
    .array(
      z.object({
        name: z.string().max(100).catch(''),
        description: z.string().max(2000).catch(''),
        projectValue: storedMoney,
        monthlyFee: storedMoney,
      }),
    )
    .max(MAX_OPTIONS)
    .catch([]),
  tools: z
    .array(
      z.object({
        name: z.string().max(200).catch(''),
        monthlyCost: storedMoney,
        action: z.enum(TOOL_PLAN_ACTIONS).catch('keep'),
      }),
    )
    .max(500)
    .catch([]),
});

export const EMPTY_CONTENT: ProposalContent = {
  title: '',
  scope: '',
  deliverables: '',
  timeline: '',
  terms: '',
  options: [],
  tools: [],
};

export function readContent(value: unknown): ProposalContent {
  const parsed = storedContentSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : EMPTY_CONTENT;
}

/** The options' labels as the client reads them: "Option 2: Better". */
export function optionLabel(option: ProposalOption, index: number): string {
  return `Option ${index + 1}: ${option.name}`;
}
