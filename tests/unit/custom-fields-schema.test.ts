import { describe, expect, it } from 'vitest';
import {
  buildCustomFieldsSchema,
  cleanOption,
  CUSTOM_FIELD_ERROR_PREFIX,
  displayCustomValue,
  FIELD_TYPE_LABELS,
  mergeCustomFields,
  newFieldSchema,
  toFieldErrors,
  validateCustomFields,
  type FieldDefinition,
} from '@/lib/custom-fields/schema';

const field = (fieldName: string, fieldType: FieldDefinition['fieldType'], extra: Partial<FieldDefinition> = {}) =>
  ({ id: fieldName, fieldName, fieldType, isRequired: false, fieldOptions: null, ...extra }) as FieldDefinition;

const fields = [
  field('Industry', 'select', { isRequired: true, fieldOptions: ['Retail', 'Other'] }),
  field('Employees', 'number'),
  field('Renewal', 'date'),
  field('Notes', 'textarea'),
  field('Code', 'text', { isRequired: true }),
  field('Onboarded', 'checkbox', { isRequired: true }),
];

describe('custom field values', () => {
  it('names every required field that is missing or blank', () => {
    expect(validateCustomFields(fields, { Code: '   ' })).toEqual({
      ok: false,
      errors: { Industry: 'Industry is required', Code: 'Code is required' },
    });
  });

  it('enforces each type', () => {
    const result = validateCustomFields(fields, {
      Industry: 'Banking',
      Employees: 'many',
      Renewal: '2026-02-30',
      Code: 'X',
      Onboarded: 'yes',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        Industry: 'Please choose one of the options for Industry',
        Employees: 'Employees must be a number',
        Renewal: 'Renewal must be a date (YYYY-MM-DD)',
        Onboarded: 'Onboarded must be Yes or No',
      },
    });
  });

  it('returns clean values: numbers as numbers, blanks left out, checkbox false by default', () => {
    expect(
      validateCustomFields(fields, { Industry: 'Retail', Employees: '12', Renewal: '', Notes: ' hi ', Code: 'A1' }),
    ).toEqual({ ok: true, values: { Industry: 'Retail', Employees: 12, Notes: 'hi', Code: 'A1', Onboarded: false } });
    expect(validateCustomFields([field('Zero', 'number')], { Zero: 0 })).toEqual({ ok: true, values: { Zero: 0 } });
  });

  it('drops values for fields that are not defined', () => {
    const check = validateCustomFields([field('Code', 'text')], { Code: 'a', Unknown: 'x' });
    expect(check).toEqual({ ok: true, values: { Code: 'a' } });
  });

  it('treats a required checkbox as always answered', () => {
    expect(buildCustomFieldsSchema([field('Agreed', 'checkbox', { isRequired: true })]).parse({})).toEqual({
      Agreed: false,
    });
  });

  it('keeps values of deleted definitions and clears emptied ones when merging', () => {
    expect(mergeCustomFields({ Old: 'kept', Code: 'a', Notes: 'x' }, fields, { Code: 'b' })).toEqual({
      Old: 'kept',
      Code: 'b',
    });
  });

  it('reads back as the value or "-", a checkbox as Yes/No', () => {
    expect(displayCustomValue({ fieldType: 'text' }, undefined)).toBe('-');
    expect(displayCustomValue({ fieldType: 'text' }, '')).toBe('-');
    expect(displayCustomValue({ fieldType: 'number' }, 0)).toBe('0');
    expect(displayCustomValue({ fieldType: 'checkbox' }, true)).toBe('Yes');
    expect(displayCustomValue({ fieldType: 'checkbox' }, undefined)).toBe('No');
  });

  it('carries per-field errors through an action result, even for names with dots', () => {
    // The key the form's custom-field box asks for (CustomFieldsEditor): the prefix and the whole name.
    expect(toFieldErrors({ 'Version 2.0': 'Version 2.0 is required' })).toEqual({
      [`${CUSTOM_FIELD_ERROR_PREFIX}Version 2.0`]: 'Version 2.0 is required',
    });
  });
});

describe('the add-field form', () => {
  const base = { entityType: 'client', fieldName: 'Tier', fieldType: 'text', isRequired: false, fieldOptions: [] };

  it('needs a name that is not blank after trimming', () => {
    const result = newFieldSchema.safeParse({ ...base, fieldName: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Field name is required');
    expect(newFieldSchema.parse({ ...base, fieldName: '  Tier ' }).fieldName).toBe('Tier');
  });

  it('gives options only to a dropdown, which needs at least one, each once', () => {
    expect(newFieldSchema.safeParse({ ...base, fieldOptions: ['A'] }).error?.issues[0].message).toBe(
      'Only a dropdown has options',
    );
    expect(newFieldSchema.safeParse({ ...base, fieldType: 'select' }).error?.issues[0].message).toBe(
      'Add at least one option for a dropdown',
    );
    expect(newFieldSchema.safeParse({ ...base, fieldType: 'select', fieldOptions: ['A', 'A'] }).success).toBe(false);
    expect(newFieldSchema.safeParse({ ...base, fieldType: 'select', fieldOptions: [' '] }).success).toBe(false);
    expect(
      newFieldSchema.parse({ ...base, fieldType: 'select', fieldOptions: ['Gold', 'Silver'] }).fieldOptions,
    ).toEqual(['Gold', 'Silver']);
  });

  it('refuses an unknown type or entity', () => {
    expect(newFieldSchema.safeParse({ ...base, fieldType: 'color' }).success).toBe(false);
    expect(newFieldSchema.safeParse({ ...base, entityType: 'invoice' }).success).toBe(false);
  });

  it('adds only non-blank, trimmed options', () => {
    expect(cleanOption('  Gold ')).toBe('Gold');
    expect(cleanOption('   ')).toBeNull();
  });

  it('labels the types as the product names them', () => {
    expect(FIELD_TYPE_LABELS).toEqual({
      text: 'Text',
      number: 'Number',
      date: 'Date',
      select: 'Dropdown',
      textarea: 'Multi-line Text',
      checkbox: 'Checkbox',
    });
  });
});
