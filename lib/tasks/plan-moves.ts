import type { PlanMilestone } from './queries';

// The plan after a move, shown at once while the server saves it (the board's optimistic
// state), with the same placement the server's renumbering makes: the item taken out, then
// put at `index` (past the end: last).

export type PlanMove =
  { kind: 'task'; id: string; milestoneId: string; index: number } | { kind: 'milestone'; id: string; index: number };

function placed<T extends { id: string }>(list: readonly T[], item: T, index: number): T[] {
  const rest = list.filter((x) => x.id !== item.id);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, item);
  return rest;
}

export function applyPlanMove(plan: PlanMilestone[], move: PlanMove): PlanMilestone[] {
  if (move.kind === 'milestone') {
    const milestone = plan.find((m) => m.id === move.id);
    return milestone ? placed(plan, milestone, move.index) : plan;
  }
  const task = plan.flatMap((m) => m.tasks).find((t) => t.id === move.id);
  if (!task || !plan.some((m) => m.id === move.milestoneId)) return plan;
  const moved = { ...task, milestoneId: move.milestoneId };
  return plan.map((m) => {
    const without = m.tasks.filter((t) => t.id !== move.id);
    if (m.id !== move.milestoneId) return without.length === m.tasks.length ? m : { ...m, tasks: without };
    return { ...m, tasks: placed(m.tasks, moved, move.index) };
  });
}

/** Where a task is: its milestone and place, or null. */
export function taskPlace(plan: readonly PlanMilestone[], id: string): { milestoneId: string; index: number } | null {
  for (const m of plan) {
    const index = m.tasks.findIndex((t) => t.id === id);
    if (index >= 0) return { milestoneId: m.id, index };
  }
  return null;
}
