// The kinds of reusable proposal text kept in Settings (app.proposal_templates.kind checks
// the same list; tests/db/domain-lists.test.ts holds them together).

export const TEMPLATE_KINDS = ['terms', 'scope'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_KIND_LABELS: Record<TemplateKind, string> = {
  terms: 'Terms',
  scope: 'Scope block',
};
