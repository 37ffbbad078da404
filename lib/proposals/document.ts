import { formatCents, toCents } from '@/lib/billing/money';
import type { ProposalContent } from './content';
import { monthlySavingFor, retiredMonthlyCost } from './software-plan';

// The document a sent version is: what the client's page, the preview and the PDF show.
// Money is formatted by the billing module, so a figure reads the same on the invoice.

export type ProposalDocument = {
  projectTitle: string;
  clientName: string;
  /** 0 for the team's preview of a draft. */
  version: number;
  sentAt: Date;
  expiresAt: Date;
  content: ProposalContent;
};

export const money = (dollars: number) => formatCents(toCents(dollars));

/** One row per option of the software plan: what it saves each month, by the audit's ROI rule. */
export function optionSavings(content: ProposalContent): { monthlySaving: number }[] {
  return content.options.map((option) => ({ monthlySaving: monthlySavingFor(content.tools, option.monthlyFee) }));
}

export function planSummary(content: ProposalContent): string | null {
  if (content.tools.length === 0) return null;
  return `The tools we consolidate or replace cost ${money(retiredMonthlyCost(content.tools))} a month today.`;
}

/** "27 Nov 2026, 06:00 UTC": dates in documents are in UTC, so both sides read the same. */
export function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
