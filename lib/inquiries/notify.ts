import 'server-only';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { siteConfig } from '@/content/site';
import type { QueuedMail } from '@/lib/mail/queue';
import type { ContactValues } from './schema';

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** The team's mail about a new inquiry (queued with it; the admin inbox has it either way). */
export function inquiryMail(id: string, inquiry: ContactValues): QueuedMail {
  return {
    kind: 'inquiry',
    to: siteConfig.email,
    replyTo: inquiry.email,
    subject: `New quote request from ${inquiry.company}`,
    text: [
      `${inquiry.fullName} <${inquiry.email}>${inquiry.phone ? `, ${inquiry.phone}` : ''}`,
      `Company: ${inquiry.company}`,
      `Project type: ${label(projectTypeOptions, inquiry.projectType)}`,
      `Budget: ${label(budgetOptions, inquiry.budget)}`,
      `Timeline: ${label(timelineOptions, inquiry.timeline)}`,
      '',
      inquiry.description,
      '',
      `Inquiry ${id}: see Inquiries in the admin panel.`,
    ].join('\n'),
  };
}
