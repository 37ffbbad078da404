import { services } from '@/content/services';
import { addDays, type IsoDate } from '@/lib/billing/dates';

// A starting plan per service: each of the service's process steps (content/services.ts, the
// steps the public site promises) becomes a milestone holding one task of the same name, due
// in turn across the project's dates when it has them. The team then edits it like any plan.

export type TemplateMilestone = { title: string; dueDate: IsoDate | null; tasks: { title: string }[] };

/** The days between two ISO dates (end after start), or null. */
function spanDays(start: IsoDate, end: IsoDate): number | null {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(days) && days > 0 ? days : null;
}

export function serviceTemplate(
  anchor: string,
  project: { startDate: IsoDate | null; endDate: IsoDate | null },
): TemplateMilestone[] | null {
  const service = services.find((s) => s.anchor === anchor);
  if (!service) return null;
  const steps = service.processSteps;
  const span = project.startDate && project.endDate ? spanDays(project.startDate, project.endDate) : null;
  return steps.map((step, i) => ({
    title: step,
    // The last step is due at the end; the others at even intervals before it.
    dueDate: span && project.startDate ? addDays(project.startDate, Math.round((span * (i + 1)) / steps.length)) : null,
    tasks: [{ title: step }],
  }));
}

/** The services offered as templates, for the select box. */
export const TEMPLATE_OPTIONS = services.map((s) => ({ value: s.anchor, label: s.title }));
