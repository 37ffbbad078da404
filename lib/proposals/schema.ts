import '@/lib/zod-csp';
import { z } from 'zod';
import { drawnSignatureField } from './drawn-signature';
import { uuidSchema } from '@/lib/lists/params';
import { money } from '@/lib/projects/schema';
import { OPTION_SLOTS, type ProposalContent, type ProposalOption } from './content';
import { DEFAULT_EXPIRY_DAYS, MAX_EXPIRY_DAYS } from './status';
import { TOOL_PLAN_ACTIONS } from './software-plan';
import { TEMPLATE_KINDS } from './templates';

// The proposal forms, shared by the browser (before sending) and the server actions.

export const FIX_FIELDS = 'Please correct the highlighted fields.';
export const SAVE_FAILED = 'The proposal could not be saved. Please try again.';
export const DECISION_FAILED = 'Your decision could not be saved. Please try again.';
export const OPTION_REQUIRED = 'Give at least one option a name';
export const CONSENT_REQUIRED = 'Please agree to sign electronically';
export const NAME_REQUIRED = 'Type your full name to sign';
export const REASON_REQUIRED = 'Please tell us why you decline';
export const CHOOSE_OPTION = 'Choose one of the options';

const text = (max: number) =>
  z
    .string('Please enter text')
    .max(max, `At most ${max} characters`)
    .transform((value) => value.trim())
    .optional()
    .default('');

const optionFields = Object.fromEntries(
  OPTION_SLOTS.flatMap((slot) => [
    [`option${slot}Name`, text(100)],
    [`option${slot}Description`, text(2000)],
    [`option${slot}Value`, money('Project value').optional().default(0)],
    [`option${slot}Fee`, money('Monthly fee').optional().default(0)],
  ]),
) as Record<`option${(typeof OPTION_SLOTS)[number]}${'Name' | 'Description'}`, ReturnType<typeof text>> &
  Record<
    `option${(typeof OPTION_SLOTS)[number]}${'Value' | 'Fee'}`,
    z.ZodDefault<z.ZodOptional<ReturnType<typeof money>>>
  >;

/** The team's editor: the text, up to three priced options and the audit's tools marked. */
export const proposalDraftSchema = z
  .object({
    projectId: uuidSchema,
    title: text(200),
    scope: text(20000),
    deliverables: text(20000),
    timeline: text(20000),
    terms: text(20000),
    ...optionFields,
    /** Audit item id → what the plan does with it; blank leaves it out of the plan. */
    tools: z
      .record(uuidSchema, z.union([z.enum(TOOL_PLAN_ACTIONS), z.literal('')]))
      .optional()
      .default({}),
  })
  .superRefine((value, ctx) => {
    for (const slot of OPTION_SLOTS) {
      const name = value[`option${slot}Name`];
      const priced = value[`option${slot}Value`] > 0 || value[`option${slot}Fee`] > 0;
      if (!name && (priced || value[`option${slot}Description`])) {
        ctx.addIssue({ code: 'custom', path: [`option${slot}Name`], message: 'Name this option, or clear it' });
      }
    }
  });
export type ProposalDraftInput = z.input<typeof proposalDraftSchema>;
export type ProposalDraftValues = z.output<typeof proposalDraftSchema>;

/** The options the editor was given, in order, without the empty slots. */
export function draftOptions(values: ProposalDraftValues): ProposalOption[] {
  return OPTION_SLOTS.flatMap((slot) => {
    const name = values[`option${slot}Name`];
    if (!name) return [];
    return [
      {
        name,
        description: values[`option${slot}Description`],
        projectValue: values[`option${slot}Value`],
        monthlyFee: values[`option${slot}Fee`],
      },
    ];
  });
}

/** The editor's boxes filled from stored content (the page's defaults). */
export function draftDefaults(content: ProposalContent): Record<string, string> {
  const defaults: Record<string, string> = {
    title: content.title,
    scope: content.scope,
    deliverables: content.deliverables,
    timeline: content.timeline,
    terms: content.terms,
  };
  content.options.forEach((option, index) => {
    const slot = index + 1;
    defaults[`option${slot}Name`] = option.name;
    defaults[`option${slot}Description`] = option.description;
    defaults[`option${slot}Value`] = String(option.projectValue);
    defaults[`option${slot}Fee`] = String(option.monthlyFee);
  });
  return defaults;
}

const expiryDays = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const textValue = typeof raw === 'number' ? String(raw) : raw.trim();
  if (textValue === '') return DEFAULT_EXPIRY_DAYS;
  const value = Number(textValue);
  if (!Number.isInteger(value) || value < 1 || value > MAX_EXPIRY_DAYS) {
    ctx.addIssue({ code: 'custom', message: `Between 1 and ${MAX_EXPIRY_DAYS} days` });
    return z.NEVER;
  }
  return value;
});

/** Send freezes the saved draft as a new version. */
export const sendProposalSchema = z.object({
  projectId: uuidSchema,
  expiresInDays: expiryDays.optional().default(DEFAULT_EXPIRY_DAYS),
});
export type SendProposalInput = z.input<typeof sendProposalSchema>;

/**
 * What every signature asks, the client's and the team's alike: the typed full name (the
 * signature that counts), consent to sign electronically, and optionally a drawing.
 */
const signatureFields = {
  signerName: z
    .string(NAME_REQUIRED)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, NAME_REQUIRED).max(200, 'At most 200 characters')),
  consent: z.boolean().refine((value) => value, CONSENT_REQUIRED),
  drawnSignature: drawnSignatureField,
};

/** The client accepts one option of the version it read, and signs. */
export const acceptProposalSchema = z.object({
  versionId: z.uuid('Unknown proposal'),
  /** The SHA-256 of the document the client was shown: a change since refuses the signature. */
  documentSha256: z.string().regex(/^[0-9a-f]{64}$/, 'Please reload the proposal'),
  option: z.enum(['0', '1', '2'], CHOOSE_OPTION),
  ...signatureFields,
});
export type AcceptProposalInput = z.input<typeof acceptProposalSchema>;

export const declineProposalSchema = z.object({
  versionId: z.uuid('Unknown proposal'),
  reason: z
    .string(REASON_REQUIRED)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, REASON_REQUIRED).max(2000, 'At most 2000 characters')),
});
export type DeclineProposalInput = z.input<typeof declineProposalSchema>;

/** The team's countersignature on an acceptance: the admin's typed full name and consent. */
export const countersignProposalSchema = z.object({
  decisionId: z.uuid('Unknown proposal'),
  ...signatureFields,
});
export type CountersignProposalInput = z.input<typeof countersignProposalSchema>;

/** Settings: whether the team is offered a countersignature on accepted proposals. */
export const countersignSettingSchema = z.object({
  offered: z.enum(['true', 'false'], 'Choose on or off'),
});

/** Settings: whether Contract Signed waits for the team's countersignature. */
export const countersignRequiredSchema = z.object({
  required: z.enum(['true', 'false'], 'Choose on or off'),
});

/** A reusable text kept in Settings. */
export const createTemplateSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS, 'Choose Terms or Scope block'),
  title: z
    .string('Please enter a title')
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'Please enter a title').max(200, 'At most 200 characters')),
  body: z
    .string('Please enter the text')
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'Please enter the text').max(20000, 'At most 20000 characters')),
});
export const deleteTemplateSchema = z.object({ id: z.uuid('Unknown template') });
