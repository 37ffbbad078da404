import { addDays, type IsoDate } from '@/lib/billing/dates';
import { firstParam, parsePage, type SearchParams } from '@/lib/lists/params';

// The team's "This week" across projects: which open tasks a filter shows, from the URL.

export const WEEK_VIEWS = ['all', 'due', 'overdue', 'blocked', 'waiting'] as const;
export type WeekView = (typeof WEEK_VIEWS)[number];

export const WEEK_VIEW_LABELS: Record<WeekView, string> = {
  all: 'Everything this week',
  due: 'Due this week',
  overdue: 'Overdue',
  blocked: 'Blocked',
  waiting: 'Waiting on clients',
};

export const WEEK_ASSIGNEES = ['all', 'team', 'client', 'nobody'] as const;
export type WeekAssignee = (typeof WEEK_ASSIGNEES)[number];

export const WEEK_ASSIGNEE_LABELS: Record<WeekAssignee, string> = {
  all: 'Anyone',
  team: 'The team',
  client: 'Clients',
  nobody: 'Nobody yet',
};

export type WeekParams = { view: WeekView; assignee: WeekAssignee; page: number };

const pick = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** ?view=&assignee=&page=; anything unknown is the default. */
export function parseWeekParams(params: SearchParams): WeekParams {
  return {
    view: pick(WEEK_VIEWS, firstParam(params, 'view'), 'all'),
    assignee: pick(WEEK_ASSIGNEES, firstParam(params, 'assignee'), 'all'),
    page: parsePage(firstParam(params, 'page')),
  };
}

/** The week's last day: seven days from today, today included. */
export function weekEnd(today: IsoDate): IsoDate {
  return addDays(today, 6);
}
