import { siteConfig } from './site';

const { responseTime } = siteConfig;

export const contactCopy = {
  title: 'Request a Quote',
  intro:
    'Tell us about your project. A few details on scope, budget and timing help us send a useful first reply instead of a generic sales pitch.',
  responsePromise: `We respond within ${responseTime}.`,
  thankYou: {
    title: 'Thank You!',
    text: `We have received your inquiry and will respond within ${responseTime}. If we need more detail, we will reach out by email first.`,
    again: 'Submit Another Inquiry',
  },
  labels: {
    fullName: 'Full Name',
    email: 'Email Address',
    company: 'Company Name',
    phone: 'Phone Number',
    projectType: 'Project Type',
    budget: 'Budget Range',
    timeline: 'Timeline',
    description: 'Project Description',
  },
  phoneHelp: 'Optional - for urgent inquiries',
  submit: 'Submit Inquiry',
  submitting: 'Submitting...',
} as const;

export type ContactCopy = typeof contactCopy;

// The one list of each choice: the zod schema (lib/inquiries/schema.ts) and the large seed
// derive from them, and the contact_inquiries checks allow exactly these values
// (tests/db/domain-lists.test.ts).
export const projectTypeOptions = [
  { value: 'custom-software', label: 'Custom Software' },
  { value: 'ai-automation', label: 'AI Automation' },
  { value: 'saas-consolidation', label: 'SaaS Consolidation' },
  { value: 'other', label: 'Other' },
] as const;

export const budgetOptions = [
  { value: '5k-15k', label: '$5,000 - $15,000' },
  { value: '15k-50k', label: '$15,000 - $50,000' },
  { value: '50k-100k', label: '$50,000 - $100,000' },
  { value: '100k+', label: '$100,000+' },
] as const;

export const timelineOptions = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-3months', label: '1-3 months' },
  { value: '3-6months', label: '3-6 months' },
  { value: '6months+', label: '6+ months' },
  { value: 'flexible', label: 'Flexible' },
] as const;

export type ProjectType = (typeof projectTypeOptions)[number]['value'];
export type BudgetRange = (typeof budgetOptions)[number]['value'];
export type Timeline = (typeof timelineOptions)[number]['value'];
