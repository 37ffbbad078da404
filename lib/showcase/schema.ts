import '@/lib/zod-csp';
import { z } from 'zod';
import { services } from '@/content/services';
import {
  MAX_CASE_STUDY_SECTION,
  MAX_CASE_STUDY_SUMMARY,
  MAX_CASE_STUDY_TITLE,
  MAX_CLIENT_LABEL,
  MAX_PERSON_TEXT,
  MAX_QUOTE,
  SHOWCASE_KINDS,
} from './states';

// The case study and testimonial forms, shared by the browser and the server actions.

const text = (max: number, missing: string) =>
  z
    .string('Please enter text')
    .transform((value) => value.trim())
    .pipe(z.string().min(1, missing).max(max, `At most ${max} characters`));

const SERVICE_ANCHORS = services.map((s) => s.anchor) as [string, ...string[]];

/** The service card a story belongs to, or none. */
const serviceAnchor = z.union([z.enum(SERVICE_ANCHORS, 'Choose one of the services'), z.literal('')]).default('');

export const saveCaseStudySchema = z.object({
  projectId: z.uuid('Unknown project'),
  title: text(MAX_CASE_STUDY_TITLE, 'Give the case study a title'),
  summary: text(MAX_CASE_STUDY_SUMMARY, 'Sum it up in a sentence or two'),
  problem: text(MAX_CASE_STUDY_SECTION, 'Describe the problem'),
  approach: text(MAX_CASE_STUDY_SECTION, 'Describe the approach'),
  results: text(MAX_CASE_STUDY_SECTION, 'Describe the results'),
  serviceAnchor,
  clientNamed: z.boolean().default(false),
  clientLabel: text(MAX_CLIENT_LABEL, 'Say how the page names the client'),
});
export type SaveCaseStudyInput = z.input<typeof saveCaseStudySchema>;

export const saveTestimonialSchema = z.object({
  projectId: z.uuid('Unknown project'),
  quote: text(MAX_QUOTE, 'Enter the quote'),
  personName: text(MAX_PERSON_TEXT, 'Enter the person’s name'),
  personRole: text(MAX_PERSON_TEXT, 'Enter the person’s role'),
  serviceAnchor,
});
export type SaveTestimonialInput = z.input<typeof saveTestimonialSchema>;

/** One case study or testimonial, by kind and id (the buttons' forms). */
export const showcaseItemSchema = z.object({
  kind: z.enum(SHOWCASE_KINDS, 'Unknown kind'),
  id: z.uuid('Unknown item'),
});
export type ShowcaseItemInput = z.input<typeof showcaseItemSchema>;

export const setPublishedSchema = showcaseItemSchema.extend({
  publish: z.enum(['publish', 'unpublish'], 'Choose publish or unpublish'),
});
export type SetPublishedInput = z.input<typeof setPublishedSchema>;

export const CASE_STUDY_SAVED = 'Case study saved.';
export const CASE_STUDY_SAVE_FAILED = 'The case study could not be saved. Please try again.';
export const TESTIMONIAL_SAVED = 'Testimonial saved.';
export const TESTIMONIAL_SAVE_FAILED = 'The testimonial could not be saved. Please try again.';
export const SHOWCASE_ACTION_FAILED = 'That did not work. Please try again.';
