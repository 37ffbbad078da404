import type { CustomFieldValue } from './schema';

// How a custom field's box is named in a client or project form, so the action reads it with
// the rest of the form: `customFields[<field name>]` is the entry <field name> of the schema's
// `customFields` map (lib/actions/form-data.ts), whatever characters the name holds.

/** The name a custom field's box posts under. */
export const customFieldInputName = (fieldName: string) => `customFields[${fieldName}]`;

/** What a ticked custom checkbox posts; an unticked one posts nothing, which reads as No. */
export const CUSTOM_CHECKBOX_VALUE = 'true';

/** A stored value as a box's text: a number as its digits, nothing as empty. */
export const customFieldText = (value: CustomFieldValue | undefined) =>
  value === null || value === undefined ? '' : String(value);
