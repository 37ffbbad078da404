import { describe, expect, it } from 'vitest';
import { formDataToInput, postedValues } from '@/lib/actions/form-data';
import { createClientSchema } from '@/lib/clients/schema';
import { CUSTOM_CHECKBOX_VALUE, customFieldInputName } from '@/lib/custom-fields/posted';
import { validateCustomFields, withCustomFields, type FieldDefinition } from '@/lib/custom-fields/schema';

const field = (fieldName: string, fieldType: FieldDefinition['fieldType'], options?: string[]): FieldDefinition => ({
  id: fieldName,
  fieldName,
  fieldType,
  isRequired: false,
  fieldOptions: options ?? null,
});

const fields = [
  field('Industry', 'select', ['Retail', 'Legal']),
  field('Employee count', 'number'),
  field('Renewal', 'date'),
  field('Onboarding call', 'checkbox'),
  field('Notes', 'textarea'),
];

function posted(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const base: [string, string][] = [
  ['email', 'a@b.example'],
  ['fullName', 'Ada'],
];

describe('custom fields posted with their form', () => {
  it('the action reads every type as text, and the check against the definitions gives the stored values', () => {
    const form = posted([
      ...base,
      [customFieldInputName('Industry'), 'Legal'],
      [customFieldInputName('Employee count'), '42.5'],
      [customFieldInputName('Renewal'), ''],
      [customFieldInputName('Onboarding call'), CUSTOM_CHECKBOX_VALUE],
      [customFieldInputName('Notes'), '  kept as typed  '],
    ]);
    // What the action parses (its schema takes any map of text; the handler checks the definitions).
    const input = createClientSchema.parse(formDataToInput(createClientSchema, form));
    expect(input.customFields).toEqual({
      Industry: 'Legal',
      'Employee count': '42.5',
      Renewal: '',
      'Onboarding call': 'true',
      Notes: '  kept as typed  ',
    });
    expect(validateCustomFields(fields, input.customFields)).toEqual({
      ok: true,
      values: { Industry: 'Legal', 'Employee count': 42.5, 'Onboarding call': true, Notes: 'kept as typed' },
    });
  });

  it('the browser check reads the same form to the same values, a checkbox as a boolean', () => {
    const schema = withCustomFields(createClientSchema, fields);
    const form = posted([
      ...base,
      [customFieldInputName('Employee count'), '7'],
      [customFieldInputName('Onboarding call'), CUSTOM_CHECKBOX_VALUE],
    ]);
    expect(schema.parse(formDataToInput(schema, form)).customFields).toEqual({
      'Employee count': 7,
      'Onboarding call': true,
    });
    const bad = schema.safeParse(
      formDataToInput(schema, posted([...base, [customFieldInputName('Employee count'), 'x']])),
    );
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['customFields', 'Employee count']);
  });

  it('an unchecked box posts nothing, which the check reads as No', () => {
    const input = createClientSchema.parse(
      formDataToInput(createClientSchema, posted([...base, [customFieldInputName('Industry'), 'Retail']])),
    );
    expect(validateCustomFields(fields, input.customFields)).toEqual({
      ok: true,
      values: { Industry: 'Retail', 'Onboarding call': false },
    });
  });

  it('a field with dots and brackets is a field like any other; one named __proto__ never becomes a prototype', () => {
    const form = posted([
      ...base,
      [customFieldInputName('__proto__'), 'x'],
      [customFieldInputName('v1.2 [beta]'), 'y'],
    ]);
    const values = createClientSchema.parse(formDataToInput(createClientSchema, form)).customFields;
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    // Zod's map parse leaves a __proto__ key out; the form reading keeps it as a plain key (form-data.test.ts).
    expect(Object.keys(values)).toEqual(['v1.2 [beta]']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('a refusal gives back the text by box name, for the boxes to show again', () => {
    const form = posted([...base, [customFieldInputName('Employee count'), 'many']]);
    expect(postedValues(form)).toEqual({
      email: 'a@b.example',
      fullName: 'Ada',
      [customFieldInputName('Employee count')]: 'many',
    });
  });
});
