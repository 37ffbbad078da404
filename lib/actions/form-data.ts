import '@/lib/zod-csp';
import { z } from 'zod';

// How a posted form becomes the input its action's schema parses. The browser sends every
// field as text (a file as a File), once per box: the schema says what each name means, so
// a checkbox becomes a boolean, a repeated name a list, and `name[key]` an entry of a map.
// The same function runs in the browser (the form's check before sending) and on the server
// (the action), so both read one form the same way.

/** A value as posted: text, or a file. */
type Posted = FormDataEntryValue;

/** The schema that decides how a name's posted text is read, past wrappers that change nothing of that. */
function baseOf(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 16; depth += 1) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodPrefault ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodCatch ||
      current instanceof z.ZodNonOptional
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      // `.transform()` reads what its input schema reads; `z.preprocess()` what its output schema does.
      current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    } else return current;
  }
  return current;
}

/** Text where the schema wants text: a file sent in a text box reads as missing. */
const text = (value: Posted | undefined) => (typeof value === 'string' ? value : undefined);

/** A checkbox posts its value when ticked and nothing when not; "false" is an explicit no. */
const ticked = (values: Posted[]) => values.some((value) => value !== 'false' && value !== '');

function readOne(schema: z.ZodType, values: Posted[]): unknown {
  const base = baseOf(schema);
  if (base instanceof z.ZodBoolean) return ticked(values);
  if (base instanceof z.ZodArray) {
    const element = baseOf(base.element as z.ZodType);
    return element instanceof z.ZodString || element instanceof z.ZodEnum
      ? values.filter((v) => typeof v === 'string')
      : values;
  }
  if (values.length === 0) return undefined;
  if (base instanceof z.ZodString || base instanceof z.ZodEnum || base instanceof z.ZodLiteral) return text(values[0]);
  // Anything else (a file, a number's text, a value its own preprocess reads) as sent.
  return values[0];
}

/** `name[key]` → ['name', 'key']; any other name is itself. The key is everything between the outer brackets. */
function splitName(name: string): [string, string | null] {
  const open = name.indexOf('[');
  if (open > 0 && name.endsWith(']')) return [name.slice(0, open), name.slice(open + 1, -1)];
  return [name, null];
}

/** Builds an object without a prototype's keys mattering: `__proto__` is a key like any other. */
const fromEntries = (entries: [string, unknown][]) => Object.fromEntries(entries) as Record<string, unknown>;

function readMap(schema: z.ZodType, posted: Map<string, Posted[]>): Record<string, unknown> {
  const base = baseOf(schema);
  if (base instanceof z.ZodObject) {
    const shape = base.shape as Record<string, z.ZodType>;
    return fromEntries(
      Object.entries(shape).flatMap(([key, field]) => {
        const value = readField(field, posted.get(key) ?? [], new Map());
        return value === undefined ? [] : [[key, value]];
      }),
    );
  }
  // A record (or anything else keyed): each key posted, read as the record's values say.
  const valueSchema = base instanceof z.ZodRecord ? (base.valueType as z.ZodType) : z.string();
  return fromEntries([...posted].map(([key, values]) => [key, readOne(valueSchema, values)]));
}

function readField(schema: z.ZodType, values: Posted[], nested: Map<string, Posted[]>): unknown {
  const base = baseOf(schema);
  if (base instanceof z.ZodObject || base instanceof z.ZodRecord) return readMap(base, nested);
  return readOne(schema, values);
}

/**
 * The input an object schema parses, read from a posted form: each of the schema's keys from
 * the boxes of that name (`key` for a value, `key[sub]` for an entry of a nested object or
 * map). Names the schema does not have are left out. An absent text box is `undefined`, an
 * empty one `''` (the schema decides what blank means); an unticked checkbox is `false`.
 */
export function formDataToInput(schema: z.ZodType, form: FormData): Record<string, unknown> {
  const flat = new Map<string, Posted[]>();
  const nested = new Map<string, Map<string, Posted[]>>();
  for (const [name, value] of form.entries()) {
    const [root, key] = splitName(name);
    if (key === null) flat.set(root, [...(flat.get(root) ?? []), value]);
    else {
      const entries = nested.get(root) ?? new Map<string, Posted[]>();
      entries.set(key, [...(entries.get(key) ?? []), value]);
      nested.set(root, entries);
    }
  }
  const base = baseOf(schema);
  if (!(base instanceof z.ZodObject)) return fromEntries([...flat].map(([name, values]) => [name, values[0]]));
  const shape = base.shape as Record<string, z.ZodType>;
  return fromEntries(
    Object.entries(shape).flatMap(([key, field]) => {
      const value = readField(field, flat.get(key) ?? [], nested.get(key) ?? new Map());
      return value === undefined ? [] : [[key, value]];
    }),
  );
}

/**
 * A schema that starts by reading FormData itself (`z.preprocess` over the form: uploads,
 * messages) is given the form as posted.
 */
function readsFormDataItself(schema: z.ZodType): boolean {
  return schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform;
}

/** What an action's schema parses from a posted form: the form itself, or the input read from it. */
export function formInput(schema: z.ZodType, form: FormData): unknown {
  return readsFormDataItself(schema) ? form : formDataToInput(schema, form);
}

/** No text a form sends back is longer than any box accepts, and no form has more boxes than this. */
const VALUE_MAX = 10_000;
const VALUES_MAX = 220;

/** Names whose text is never sent back to the page: passwords, the emailed link's token, a sign-in code. */
const SECRET = /password|token|^code$/i;

/**
 * The text of a refused form, sent back so the page shows every box as it was sent, also when
 * the browser posted the form itself (before hydration or without JavaScript) and the page was
 * rendered anew. Never a secret, never a file; the first value of a repeated name.
 */
export function postedValues(form: FormData): Record<string, string> {
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, value] of form.entries()) {
    if (entries.length >= VALUES_MAX) break;
    // React's own fields for a form posted before hydration are not the form's.
    if (typeof value !== 'string' || SECRET.test(name) || name.startsWith('$ACTION') || seen.has(name)) continue;
    seen.add(name);
    entries.push([name, value.slice(0, VALUE_MAX)]);
  }
  return Object.fromEntries(entries);
}
