import { MAX_CUSTOM_FIELDS, type CustomFieldValues, type FieldDefinition } from './schema';

// A client or project form posted by the browser itself (before the page's JavaScript ran):
// how its custom-field boxes are named, read on the server, and put back after a refusal.
// With JavaScript the form sends the values from its state instead, under the same rules.

const PREFIX = 'customField:';

/** The name a custom field's box posts its text under (every type but the checkbox). */
export const customFieldInputName = (fieldName: string) => `${PREFIX}${fieldName}`;

/** A checked checkbox posts its field's name under this one name; an unchecked one posts nothing. */
export const CHECKED_CUSTOM_FIELDS = 'customFieldChecked';

/**
 * The custom values of a posted form, as the actions take them: text as typed (the action's
 * schema turns a number's text into a number and drops blanks), a checked box `true`.
 * Built with `Object.fromEntries`, so a field called `__proto__` is a field, not a prototype.
 */
export function customFieldsFromForm(form: FormData): CustomFieldValues {
  const entries: [string, string | true][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    if (name.startsWith(PREFIX)) entries.push([name.slice(PREFIX.length), value]);
    else if (name === CHECKED_CUSTOM_FIELDS) entries.push([value, true]);
  }
  return Object.fromEntries(entries);
}

/** The posted custom values as the form's kept text (a checked box as 'true'), by box name. */
export function keptCustomFields(values: CustomFieldValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      // No form has more (customFieldInputSchema refuses more): a post with thousands is not echoed.
      .slice(0, MAX_CUSTOM_FIELDS)
      .map(([name, value]) => [customFieldInputName(name), String(value ?? '')]),
  );
}

/** The custom values to show again after a refused post, typed as the form's state holds them. */
export function customFieldsFromKept(fields: FieldDefinition[], kept: Record<string, string>): CustomFieldValues {
  const entries: [string, string | number | boolean | null][] = [];
  for (const field of fields) {
    const text = kept[customFieldInputName(field.fieldName)];
    if (text === undefined) continue;
    if (field.fieldType === 'checkbox') entries.push([field.fieldName, text === 'true']);
    else if (field.fieldType === 'number') {
      const number = text.trim() === '' ? null : Number(text);
      entries.push([field.fieldName, number !== null && Number.isFinite(number) ? number : null]);
    } else entries.push([field.fieldName, text]);
  }
  return Object.fromEntries(entries);
}
