// The contact form's state between the browser and its server action (lib/inquiries/actions.ts).
// No zod here: the form imports this at page load, and zod loads only when it is needed.
import type { ContactInput } from './schema';

export const CONTACT_FIELDS = [
  'fullName',
  'email',
  'company',
  'phone',
  'projectType',
  'budget',
  'timeline',
  'description',
  'website',
] as const satisfies readonly (keyof ContactInput)[];

/** What the visitor typed, as text: the form shows it again after a refused submit. */
export type ContactFormValues = Record<(typeof CONTACT_FIELDS)[number], string>;

export type ContactFormState = {
  status: 'idle' | 'error' | 'sent';
  values: ContactFormValues;
  /** The message per field, from the same schema as the browser check. */
  fieldErrors: Partial<Record<keyof ContactFormValues, string>>;
  error: string | null;
  /** Tells one answer from the next, so the form can put an old one aside. */
  answer: number;
  /**
   * The idempotency key the form sends with its next submit: the same one again
   * after a refusal, a new one after a success. Empty in the prerendered page, which every
   * visitor shares: there the browser makes one (with JavaScript) or the server does.
   */
  key: string;
};

export const emptyContactValues: ContactFormValues = {
  fullName: '',
  email: '',
  company: '',
  phone: '',
  projectType: '',
  budget: '',
  timeline: '',
  description: '',
  website: '',
};

export const initialContactFormState: ContactFormState = {
  status: 'idle',
  values: emptyContactValues,
  fieldErrors: {},
  error: null,
  answer: 0,
  key: '',
};

/** The form's fields from a posted form: text only (a file or a missing field counts as empty). */
export function contactValuesFrom(formData: FormData): ContactFormValues {
  const values = { ...emptyContactValues };
  for (const field of CONTACT_FIELDS) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}
