import '@/lib/zod-csp';
import { z } from 'zod';
import { uuidSchema } from '@/lib/lists/params';
import { CUSTOM_FIELD_ENTITIES, CUSTOM_FIELD_TYPES, type CustomFieldType } from './kinds';

// Custom fields. The definitions decide which values a client
// or project may carry; the same rules run in the browser and in the server actions.

export {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_TYPES,
  FIELD_TYPE_LABELS,
  type CustomFieldEntity,
  type CustomFieldType,
} from './kinds';

export type FieldDefinition = {
  id: string;
  fieldName: string;
  fieldType: CustomFieldType;
  isRequired: boolean;
  fieldOptions: string[] | null;
};

export type CustomFieldValue = string | number | boolean | null;
export type CustomFieldValues = Record<string, CustomFieldValue>;

export const FIELD_NAME_MAX = 100;
export const OPTION_MAX = 200;
const TEXT_MAX = 1000;
const TEXTAREA_MAX = 10000;

/** A dropdown option as typed: trimmed; blank ones are never added. */
export function cleanOption(raw: string): string | null {
  const option = raw.trim();
  return option ? option.slice(0, OPTION_MAX) : null;
}

export const newFieldSchema = z
  .object({
    entityType: z.enum(CUSTOM_FIELD_ENTITIES),
    fieldName: z
      .string()
      .trim()
      .min(1, 'Field name is required')
      .max(FIELD_NAME_MAX, `Field name must be at most ${FIELD_NAME_MAX} characters`),
    fieldType: z.enum(CUSTOM_FIELD_TYPES, { error: 'Please choose a field type' }),
    isRequired: z.boolean(),
    fieldOptions: z
      .array(z.string().trim().min(1, 'Options cannot be blank').max(OPTION_MAX))
      .max(100, 'At most 100 options'),
  })
  .superRefine((field, ctx) => {
    if (field.fieldType === 'select') {
      if (field.fieldOptions.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['fieldOptions'], message: 'Add at least one option for a dropdown' });
      }
      if (new Set(field.fieldOptions).size !== field.fieldOptions.length) {
        ctx.addIssue({ code: 'custom', path: ['fieldOptions'], message: 'Each option can be added only once' });
      }
    } else if (field.fieldOptions.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['fieldOptions'], message: 'Only a dropdown has options' });
    }
  });

export type NewFieldInput = z.input<typeof newFieldSchema>;

export const deleteFieldSchema = z.object({ id: uuidSchema });

export const MAX_CUSTOM_FIELDS = 200;

/** What a form sends for its custom fields: a bounded map from field name to value. */
export const customFieldInputSchema = z
  .record(z.string().max(FIELD_NAME_MAX), z.union([z.string().max(TEXTAREA_MAX), z.number(), z.boolean(), z.null()]))
  .refine((values) => Object.keys(values).length <= MAX_CUSTOM_FIELDS, 'Too many custom fields')
  .default({});

const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function valueSchema(field: FieldDefinition): z.ZodType<CustomFieldValue | undefined> {
  const name = field.fieldName;
  const required = `${name} is required`;
  const optional = <T extends z.ZodType>(schema: T) =>
    z.preprocess(blankToUndefined, field.isRequired ? schema : schema.optional()) as z.ZodType<
      CustomFieldValue | undefined
    >;
  switch (field.fieldType) {
    case 'text':
    case 'textarea': {
      const max = field.fieldType === 'text' ? TEXT_MAX : TEXTAREA_MAX;
      return optional(z.string({ error: required }).trim().max(max, `${name} must be at most ${max} characters`));
    }
    case 'number':
      return optional(
        z.preprocess(
          (v) => (typeof v === 'string' ? Number(v) : v),
          z.number({ error: (issue) => (issue.input === undefined ? required : `${name} must be a number`) }).finite(),
        ),
      );
    case 'date':
      return optional(z.string({ error: required }).refine(isRealDate, `${name} must be a date (YYYY-MM-DD)`));
    case 'select': {
      const options = field.fieldOptions ?? [];
      return optional(
        z
          .string({ error: required })
          .refine((v) => options.includes(v), `Please choose one of the options for ${name}`),
      );
    }
    case 'checkbox':
      // A checkbox always has an answer (Yes or No), so "required" never blocks a form. A ticked
      // box posts its text ("true"; "on" when it has no value); an unticked one posts nothing.
      return z.preprocess(
        (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : (v ?? false)),
        z.boolean({ error: `${name} must be Yes or No` }),
      );
  }
}

/** The zod schema for the values of these definitions (built per request on the server). */
export function buildCustomFieldsSchema(fields: FieldDefinition[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.fieldName, valueSchema(field)])));
}

/**
 * A record form's schema with its custom fields checked against their definitions, for the
 * browser's check before sending (the action checks the same definitions as they are then).
 */
export function withCustomFields(schema: z.ZodObject, fields: FieldDefinition[]) {
  return schema.safeExtend({ customFields: buildCustomFieldsSchema(fields) });
}

export type CustomFieldCheck = { ok: true; values: CustomFieldValues } | { ok: false; errors: Record<string, string> };

/** Validates `input` against the definitions: clean values (blanks left out), or one message per field. */
export function validateCustomFields(fields: FieldDefinition[], input: CustomFieldValues): CustomFieldCheck {
  const result = buildCustomFieldsSchema(fields).safeParse(input);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const values: CustomFieldValues = {};
  for (const [key, value] of Object.entries(result.data)) {
    if (value !== undefined) values[key] = value as CustomFieldValue;
  }
  return { ok: true, values };
}

/**
 * The stored map after an edit: every defined field takes its new value (or is cleared);
 * values of fields whose definition was deleted are kept, so deleting a definition never
 * silently destroys data.
 */
export function mergeCustomFields(
  existing: CustomFieldValues,
  fields: FieldDefinition[],
  values: CustomFieldValues,
): CustomFieldValues {
  const merged = { ...existing };
  for (const field of fields) delete merged[field.fieldName];
  return { ...merged, ...values };
}

/** How a value reads in the read-only block: the value or '-', a checkbox Yes/No. */
export function displayCustomValue(field: Pick<FieldDefinition, 'fieldType'>, value: CustomFieldValue | undefined) {
  if (field.fieldType === 'checkbox') return value === true ? 'Yes' : 'No';
  if (value === null || value === undefined || value === '') return '-';
  return String(value);
}

/** Prefix of a custom field's key in an action's fieldErrors (the rest is the field name). */
export const CUSTOM_FIELD_ERROR_PREFIX = 'customFields.';

export function toFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([name, msg]) => [`${CUSTOM_FIELD_ERROR_PREFIX}${name}`, msg]));
}
