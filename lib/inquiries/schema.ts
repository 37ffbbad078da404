import '@/lib/zod-csp';
import { z } from 'zod';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { requiredEmail } from '@/lib/validation/email';
import { INQUIRY_STATUSES } from './status';

/** The values of a list of choices, as the tuple z.enum wants. */
export const optionValues = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];

export const RATE_LIMITED_MESSAGE =
  'Too many inquiries from your network. Please try again in an hour, or email us directly.';
export const STORE_FAILED_MESSAGE = 'We could not send your inquiry. Please try again, or email us directly.';

/** Who is asking: the boxes the quote form and booking a call share, with the same messages. */
export const inquirerFields = {
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(200, 'Please keep the name under 200 characters'),
  email: requiredEmail(),
  company: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Please keep the company name under 200 characters'),
  phone: z.string().trim().max(50, 'Please keep the phone number under 50 characters').optional().or(z.literal('')),
};

/** The quote form, shared by the browser form and the server action. */
export const contactSchema = z.object({
  ...inquirerFields,
  projectType: z.enum(optionValues(projectTypeOptions), { error: 'Please select a project type' }),
  budget: z.enum(optionValues(budgetOptions), { error: 'Please select a budget range' }),
  timeline: z.enum(optionValues(timelineOptions), { error: 'Please select a timeline' }),
  description: z
    .string({ error: 'Please describe your project' })
    .trim()
    .min(1, 'Please describe your project')
    .min(50, 'Please provide at least 50 characters')
    .max(5000, 'Please keep the description under 5,000 characters'),
  // Honeypot: people never see or fill it; bots that fill every field do.
  website: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const inquiryStatusSchema = z.object({
  id: z.uuid('Unknown inquiry'),
  status: z.enum(INQUIRY_STATUSES, { error: 'Please choose New, Contacted or Closed' }),
});

/** Convert an inquiry into a client and a project. */
export const convertInquirySchema = z.object({ id: z.uuid('Unknown inquiry') });
