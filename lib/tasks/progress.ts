import { clientProgressStep, CLIENT_PROGRESS_STEPS, type KanbanStage } from '@/lib/projects/stages';

// How far along a project is, for every screen that says so (the dashboard, the project
// lists and pages, the six-step view). With a plan, it is measured: each milestone counts the
// same, and within a milestone each client-visible task counts the same, so "3 of 4 design
// tasks done" moves the bar by the same amount whatever the size of the other milestones.
// Without a plan (or a plan with no client-visible task yet) it is the percentage the team
// types in, and the six steps follow the pipeline stage, as before plans existed.

/** Per milestone: its client-visible tasks and how many are done (kept by the database). */
export type MilestoneCount = { taskCount: number; doneCount: number };

export type Progress = {
  percent: number;
  /** The step of the six-step view (0–5) and how far its line is filled (0–100). */
  step: { index: number; fillPercent: number };
  source: 'plan' | 'manual';
};

export function projectProgress(project: {
  stage: KanbanStage;
  progressPercentage: number;
  milestones: readonly MilestoneCount[];
}): Progress {
  const counted = project.milestones.filter((m) => m.taskCount > 0);
  if (counted.length === 0) {
    return { percent: project.progressPercentage, step: clientProgressStep(project.stage), source: 'manual' };
  }
  const share = counted.reduce((sum, m) => sum + Math.min(m.doneCount, m.taskCount) / m.taskCount, 0) / counted.length;
  const complete = share >= 1;
  // Never "100%" (nor "Complete") while a task is open, however small a share it is.
  const percent = complete ? 100 : Math.min(99, Math.round(share * 100));
  const last = CLIENT_PROGRESS_STEPS.length - 1;
  // Each step is an equal part of the plan; the last ("Complete") only when all of it is done.
  const index = complete ? last : Math.min(last - 1, Math.floor(share * last));
  return { percent, step: { index, fillPercent: percent }, source: 'plan' };
}
