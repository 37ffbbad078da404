import { roiSummary } from '@/lib/audits/roi';

// The software plan of a proposal: each tool of the project's audit is kept, consolidated
// or replaced. What the client stops paying for is what is consolidated or replaced, and the
// monthly saving of an option is that, less the option's monthly fee, by the same ROI rule
// the audit tab uses (lib/audits/roi.ts), so the two never disagree.

export const TOOL_PLAN_ACTIONS = ['keep', 'consolidate', 'replace'] as const;
export type ToolPlanAction = (typeof TOOL_PLAN_ACTIONS)[number];

export const TOOL_PLAN_ACTION_LABELS: Record<ToolPlanAction, string> = {
  keep: 'Keep',
  consolidate: 'Consolidate',
  replace: 'Replace',
};

export type PlannedTool = { name: string; monthlyCost: number; action: ToolPlanAction };

/** The tools whose cost goes away under the plan. */
export function retiredTools(tools: readonly PlannedTool[]): PlannedTool[] {
  return tools.filter((tool) => tool.action !== 'keep');
}

/** The monthly saving of an option with this monthly fee (never below 0). */
export function monthlySavingFor(tools: readonly PlannedTool[], monthlyFee: number): number {
  return roiSummary(retiredTools(tools), monthlyFee).monthlySavings;
}

/** What the retired tools cost each month today. */
export function retiredMonthlyCost(tools: readonly PlannedTool[]): number {
  return roiSummary(retiredTools(tools), 0).totalMonthlySoftwareCosts;
}
