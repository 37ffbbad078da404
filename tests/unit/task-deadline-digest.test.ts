import { describe, expect, it } from 'vitest';
import { digestItem, teamMemberDigest, type Digest, type DigestTask } from '@/lib/tasks/deadline-digest';

// The words of a reminder digest: one task reads as before, several are counted with the
// first few named, each with a link on the configured origin, and the notification opens
// the one project's plan or the person's list of work.

const origin = 'https://portal.example.com';
const task = (n: number, projectId = 'p1'): DigestTask => ({
  title: `Task ${n}`,
  projectId,
  projectTitle: projectId === 'p1' ? 'Website' : 'App',
  dueDate: '2030-03-10',
});
const digest = (over: Partial<Digest>): Digest => ({
  kind: 'overdue',
  audience: 'client',
  personId: 'c1',
  total: 1,
  project: 'p1',
  tasks: [task(1)],
  ...over,
});

describe('task deadline digest', () => {
  it('tells one task by name, with its plan as the link', () => {
    const item = digestItem(digest({ kind: 'due_tomorrow' }), origin);
    expect(item).toMatchObject({
      audience: { kind: 'client', clientId: 'c1' },
      title: 'Due tomorrow on Website: Task 1',
      link: '/projects/p1#plan',
      thread: 'task-deadlines:c1',
    });
    expect(item.body).toContain('“Task 1” is due tomorrow (2030-03-10).');
    expect(item.body).toContain(`${origin}/projects/p1#plan`);
  });

  it('counts many, names the first few and says how many more', () => {
    const item = digestItem(
      digest({ total: 12, project: null, tasks: [1, 2, 3, 4, 5].map((n) => task(n, n % 2 ? 'p1' : 'p2')) }),
      origin,
    );
    expect(item.title).toBe('12 tasks overdue');
    expect(item.link).toBe('/projects');
    expect(item.body.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(5);
    expect(item.body).toContain(`Task 2 (App, was due 2030-03-10): ${origin}/projects/p2#plan`);
    expect(item.body).toMatch(/…and 7 more\.$/);
  });

  it('sends the team to the project plan, or to This week when the tasks are on several projects', () => {
    const one = digestItem(digest({ audience: 'staff', personId: 's1', total: 2, tasks: [task(1), task(2)] }), origin);
    expect(one).toMatchObject({ audience: { kind: 'staff', staffId: 's1' }, link: '/admin/projects/p1/plan' });
    expect(one.body).toContain(`${origin}/admin/projects/p1/plan`);
    const many = digestItem(
      digest({
        audience: 'staff',
        personId: 's1',
        kind: 'due_tomorrow',
        total: 2,
        project: null,
        tasks: [task(1), task(2, 'p2')],
      }),
      origin,
    );
    expect(many).toMatchObject({ title: '2 tasks due tomorrow', link: '/admin/this-week?view=due' });
    expect(digestItem(digest({ audience: 'staff', total: 3, project: null }), origin).link).toBe(
      '/admin/this-week?view=overdue',
    );
  });

  it('gives a team member their own tasks first, then nobody’s, in one digest', () => {
    const own = { kind: 'overdue' as const, total: 2, project: 'p1', tasks: [task(1), task(2)] };
    const nobodys = {
      kind: 'overdue' as const,
      total: 9,
      project: null,
      tasks: [1, 2, 3, 4, 5].map((n) => task(10 + n, 'p2')),
    };
    const merged = teamMemberDigest('s1', own, nobodys)!;
    expect(merged).toMatchObject({ audience: 'staff', personId: 's1', total: 11, project: null });
    expect(merged.tasks.map((t) => t.title)).toEqual(['Task 1', 'Task 2', 'Task 11', 'Task 12', 'Task 13']);
    // Only nobody's, on one project; only their own; neither.
    const onlyNobodys = { ...nobodys, total: 1, project: 'p2', tasks: [task(3, 'p2')] };
    expect(teamMemberDigest('s2', undefined, onlyNobodys)).toMatchObject({ total: 1, project: 'p2' });
    expect(teamMemberDigest('s1', own, undefined)).toMatchObject({ total: 2, project: 'p1' });
    expect(teamMemberDigest('s3', undefined, undefined)).toBeNull();
    // Both on the same one project: still that project.
    expect(teamMemberDigest('s1', own, { ...onlyNobodys, project: 'p1', tasks: [task(4)] })).toMatchObject({
      total: 3,
      project: 'p1',
    });
  });
});
