import { describe, expect, it } from 'vitest';
import { clientProgressStep } from '@/lib/projects/stages';
import { applyPlanMove } from '@/lib/tasks/plan-moves';
import { projectProgress } from '@/lib/tasks/progress';
import type { PlanMilestone, PlanTask } from '@/lib/tasks/queries';
import { isLate } from '@/lib/tasks/status';
import { serviceTemplate } from '@/lib/tasks/templates';
import { services } from '@/content/services';

describe('projectProgress', () => {
  const project = { stage: 'in_development' as const, progressPercentage: 37 };

  it('is the typed percentage and the stage’s step without a plan, or with no client-visible task', () => {
    for (const milestones of [[], [{ taskCount: 0, doneCount: 0 }]]) {
      expect(projectProgress({ ...project, milestones })).toEqual({
        percent: 37,
        step: clientProgressStep('in_development'),
        source: 'manual',
      });
    }
  });

  it('weighs each milestone the same, and each task within its milestone the same', () => {
    // 1 of 1 done and 1 of 4 done: (1 + 0.25) / 2 = 62.5%, not 2 of 5 = 40%.
    const progress = projectProgress({
      ...project,
      milestones: [
        { taskCount: 1, doneCount: 1 },
        { taskCount: 4, doneCount: 1 },
        { taskCount: 0, doneCount: 0 },
      ],
    });
    expect(progress).toEqual({ percent: 63, step: { index: 3, fillPercent: 63 }, source: 'plan' });
  });

  it('reaches the last step only when every task is done', () => {
    const almost = projectProgress({ ...project, milestones: [{ taskCount: 200, doneCount: 199 }] });
    expect(almost).toMatchObject({ percent: 99, step: { index: 4 } });
    const all = projectProgress({ ...project, milestones: [{ taskCount: 3, doneCount: 3 }] });
    expect(all).toMatchObject({ percent: 100, step: { index: 5, fillPercent: 100 } });
    const none = projectProgress({ ...project, milestones: [{ taskCount: 3, doneCount: 0 }] });
    expect(none).toMatchObject({ percent: 0, step: { index: 0 } });
  });
});

describe('plan moves shown at once', () => {
  const task = (id: string, milestoneId: string): PlanTask => ({
    id,
    milestoneId,
    title: id,
    description: null,
    status: 'todo',
    clientVisible: true,
    assigneeStaffId: null,
    assigneeClientId: null,
    assigneeName: null,
    dueDate: null,
    completedAt: null,
    completionNote: null,
  });
  const milestone = (id: string, tasks: string[]): PlanMilestone => ({
    id,
    title: id,
    dueDate: null,
    invoice: null,
    approval: null,
    taskCount: tasks.length,
    doneCount: 0,
    reachedAt: null,
    tasks: tasks.map((t) => task(t, id)),
  });
  const plan = [milestone('A', ['a1', 'a2', 'a3']), milestone('B', ['b1'])];
  const shape = (p: PlanMilestone[]) => p.map((m) => `${m.id}:${m.tasks.map((t) => t.id).join(',')}`);

  it('places a task as the server renumbers: taken out, then put at the index', () => {
    expect(shape(applyPlanMove(plan, { kind: 'task', id: 'a1', milestoneId: 'A', index: 2 }))).toEqual([
      'A:a2,a3,a1',
      'B:b1',
    ]);
    expect(shape(applyPlanMove(plan, { kind: 'task', id: 'a2', milestoneId: 'B', index: 0 }))).toEqual([
      'A:a1,a3',
      'B:a2,b1',
    ]);
    expect(shape(applyPlanMove(plan, { kind: 'task', id: 'a2', milestoneId: 'B', index: 99 }))).toEqual([
      'A:a1,a3',
      'B:b1,a2',
    ]);
    expect(shape(applyPlanMove(plan, { kind: 'milestone', id: 'B', index: 0 }))).toEqual(['B:b1', 'A:a1,a2,a3']);
    // Unknown ids change nothing.
    expect(applyPlanMove(plan, { kind: 'task', id: 'zz', milestoneId: 'A', index: 0 })).toBe(plan);
    expect(applyPlanMove(plan, { kind: 'task', id: 'a1', milestoneId: 'zz', index: 0 })).toBe(plan);
  });
});

describe('templates and lateness', () => {
  it('every service’s process steps make a plan, due in turn up to the end date', () => {
    for (const service of services) {
      const plan = serviceTemplate(service.anchor, { startDate: '2027-01-01', endDate: '2027-03-02' })!;
      expect(plan.map((m) => m.title)).toEqual(service.processSteps);
      expect(plan.at(-1)!.dueDate).toBe('2027-03-02');
      const dates = plan.map((m) => m.dueDate!);
      expect([...dates].sort()).toEqual(dates);
    }
    expect(serviceTemplate('website-development', { startDate: null, endDate: null })![0].dueDate).toBeNull();
    expect(serviceTemplate('no-such-service', { startDate: null, endDate: null })).toBeNull();
  });

  it('a task is late when open past its due date', () => {
    expect(isLate({ status: 'todo', dueDate: '2026-11-01' }, '2026-11-02')).toBe(true);
    expect(isLate({ status: 'done', dueDate: '2026-11-01' }, '2026-11-02')).toBe(false);
    expect(isLate({ status: 'blocked', dueDate: '2026-11-02' }, '2026-11-02')).toBe(false);
    expect(isLate({ status: 'todo', dueDate: null }, '2026-11-02')).toBe(false);
  });
});
