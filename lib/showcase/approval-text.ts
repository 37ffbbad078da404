// The exact text a client is asked to approve, stored as the approval's note: what they read
// in their portal is what the public page shows, and the approval keeps it after any edit.
import type { CaseStudyFigure } from '@/lib/db/schema';

export type CaseStudyText = {
  title: string;
  summary: string;
  problem: string;
  approach: string;
  results: string;
  figures: readonly CaseStudyFigure[];
  clientNamed: boolean;
  clientLabel: string;
};

export type TestimonialText = { quote: string; personName: string; personRole: string };

export function caseStudyApprovalNote(text: CaseStudyText): string {
  const naming = text.clientNamed
    ? `Your company is named: “${text.clientLabel}”.`
    : `Your company is not named; the page calls it “${text.clientLabel}”.`;
  const figures = text.figures.map((f) => `- ${f.label}: ${f.value}`).join('\n');
  return [
    'May we publish this case study on our website, exactly as written below?',
    naming,
    `Title: ${text.title}`,
    `Summary: ${text.summary}`,
    `The problem:\n${text.problem}`,
    `Our approach:\n${text.approach}`,
    `The results:\n${text.results}`,
    ...(figures ? [`Figures:\n${figures}`] : []),
    'You can withdraw your consent at any time from this project’s page; the case study then leaves the site.',
  ].join('\n\n');
}

export function testimonialApprovalNote(text: TestimonialText): string {
  return [
    'May we publish this testimonial on our website, exactly as written below?',
    `“${text.quote}”`,
    `— ${text.personName}, ${text.personRole}`,
    'You can withdraw your consent at any time from this project’s page; the quote then leaves the site.',
  ].join('\n\n');
}

/** A page address from a title: lower-case words joined by hyphens, at most 60 characters. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'case-study';
}
