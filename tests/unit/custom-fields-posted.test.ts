import { describe, expect, it } from 'vitest';
import {
  CHECKED_CUSTOM_FIELDS,
  customFieldInputName,
  customFieldsFromForm,
  customFieldsFromKept,
  keptCustomFields,
} from '@/lib/custom-fields/posted';
import { validateCustomFields, type FieldDefinition } from '@/lib/custom-fields/schema';

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

describe('custom fields posted by the browser (before hydration)', () => {
  it('reads every type as the action checks it, and the check gives the stored values', () => {
    const values = customFieldsFromForm(
      posted([
        ['fullName', 'Not a custom field'],
        [customFieldInputName('Industry'), 'Legal'],
        [customFieldInputName('Employee count'), '42.5'],
        [customFieldInputName('Renewal'), ''],
        [CHECKED_CUSTOM_FIELDS, 'Onboarding call'],
        [customFieldInputName('Notes'), '  kept as typed  '],
      ]),
    );
    expect(values).toEqual({
      Industry: 'Legal',
      'Employee count': '42.5',
      Renewal: '',
      'Onboarding call': true,
      Notes: '  kept as typed  ',
    });
    expect(validateCustomFields(fields, values)).toEqual({
      ok: true,
      values: { Industry: 'Legal', 'Employee count': 42.5, 'Onboarding call': true, Notes: 'kept as typed' },
    });
  });

  it('an unchecked box posts nothing, which the check reads as No', () => {
    const values = customFieldsFromForm(posted([[customFieldInputName('Industry'), 'Retail']]));
    expect(validateCustomFields(fields, values)).toEqual({
      ok: true,
      values: { Industry: 'Retail', 'Onboarding call': false },
    });
  });

  it('a field named __proto__ is a field, not the prototype', () => {
    const values = customFieldsFromForm(posted([[customFieldInputName('__proto__'), 'x']]));
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toEqual(['__proto__']);
  });

  it('puts back what was typed after a refusal, typed as the form holds it', () => {
    const kept = keptCustomFields({ Industry: 'Legal', 'Employee count': '12', 'Onboarding call': true, Notes: 'x' });
    expect(customFieldsFromKept(fields, kept)).toEqual({
      Industry: 'Legal',
      'Employee count': 12,
      'Onboarding call': true,
      Notes: 'x',
    });
    expect(customFieldsFromKept(fields, { [customFieldInputName('Employee count')]: 'many' })).toEqual({
      'Employee count': null,
    });
    expect(customFieldsFromKept(fields, {})).toEqual({});
  });
});
