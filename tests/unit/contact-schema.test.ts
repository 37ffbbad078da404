import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/inquiries/schema';
import { emptyContactValues } from '@/lib/inquiries/contact-form-state';
import { firstErrors } from '@/lib/validation/field-errors';

const valid = {
  fullName: 'Robin Quinn',
  email: 'robin@quinn.example',
  company: 'Quinn Dental',
  phone: '',
  projectType: 'other',
  budget: '100k+',
  timeline: 'flexible',
  description: 'x'.repeat(50),
};

// The messages as the form's browser check and the server action both pick them.
function firstMessages(input: unknown) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : firstErrors(result.error.issues);
}

describe('contact schema', () => {
  it('accepts a complete inquiry with an optional phone', () => {
    expect(firstMessages(valid)).toEqual({});
    expect(firstMessages({ ...valid, phone: undefined })).toEqual({});
  });

  it('names every missing field with its message', () => {
    expect(firstMessages({})).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      company: 'Company name is required',
      projectType: 'Please select a project type',
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
      description: 'Please describe your project',
    });
    expect(firstMessages({ ...valid, fullName: '   ', description: '' })).toEqual({
      fullName: 'Full name is required',
      description: 'Please describe your project',
    });
  });

  it('names them the same for the form as posted, every field an empty string', () => {
    expect(firstMessages(emptyContactValues)).toEqual(firstMessages({}));
  });

  it('checks the email pattern and the 50-character description', () => {
    expect(firstMessages({ ...valid, email: 'robin at quinn' })).toEqual({ email: 'Please enter a valid email' });
    expect(firstMessages({ ...valid, description: 'x'.repeat(49) })).toEqual({
      description: 'Please provide at least 50 characters',
    });
    // Spaces do not count towards the 50 characters.
    expect(firstMessages({ ...valid, description: ` ${'x'.repeat(49)}   ` })).toEqual({
      description: 'Please provide at least 50 characters',
    });
  });

  it('accepts only the listed options', () => {
    expect(firstMessages({ ...valid, projectType: 'hacking', budget: '1m', timeline: 'yesterday' })).toEqual({
      projectType: 'Please select a project type',
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
    });
  });
});
