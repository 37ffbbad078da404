import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formDataToInput, postedValues } from '@/lib/actions/form-data';

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('formDataToInput', () => {
  const schema = z.object({
    name: z.string().trim().min(1),
    note: z
      .string()
      .nullish()
      .transform((v) => v || null),
    stage: z.enum(['a', 'b']),
    agree: z.boolean(),
    notify: z.boolean().optional(),
    tags: z.array(z.string()).default([]),
    custom: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
    amount: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number()),
  });

  it('reads text, enums and numbers as the schema parses them; a box left empty stays empty text', () => {
    const input = formDataToInput(
      schema,
      form([
        ['name', 'Robin'],
        ['note', ''],
        ['stage', 'b'],
        ['amount', '12.5'],
      ]),
    );
    expect(input).toEqual({
      name: 'Robin',
      note: '',
      stage: 'b',
      agree: false,
      notify: false,
      tags: [],
      custom: {},
      amount: '12.5',
    });
    expect(schema.parse(input)).toMatchObject({ note: null, amount: 12.5 });
  });

  it('a ticked checkbox ("on", or any value but "false") is true; an absent one false', () => {
    expect(formDataToInput(schema, form([['agree', 'on']])).agree).toBe(true);
    expect(
      formDataToInput(
        schema,
        form([
          ['agree', 'yes'],
          ['notify', 'false'],
        ]),
      ),
    ).toMatchObject({
      agree: true,
      notify: false,
    });
    expect(formDataToInput(schema, form([])).agree).toBe(false);
  });

  it('repeated names make a list; `name[key]` an entry of a map, any key (dots, brackets, __proto__)', () => {
    const input = formDataToInput(
      schema,
      form([
        ['tags', 'x'],
        ['tags', 'y'],
        ['custom[Budget (USD)]', '100'],
        ['custom[v1.2]', 'dotted'],
        ['custom[a[b]]', 'bracketed'],
        ['custom[__proto__]', 'proto'],
      ]),
    );
    expect(input.tags).toEqual(['x', 'y']);
    expect(input.custom).toEqual({
      'Budget (USD)': '100',
      'v1.2': 'dotted',
      'a[b]': 'bracketed',
      ['__proto__']: 'proto',
    });
    expect(Object.getPrototypeOf(input.custom)).toBe(Object.prototype);
    expect(Object.keys(input.custom as object)).toContain('__proto__');
    expect(({} as Record<string, unknown>).proto).toBeUndefined();
  });

  it('a file where text belongs reads as missing; names the schema lacks are left out', () => {
    const input = formDataToInput(
      schema,
      form([
        ['name', new Blob(['x'])],
        ['role', 'admin'],
        ['name[x]', 'y'],
      ]),
    );
    expect(input).not.toHaveProperty('name');
    expect(input).not.toHaveProperty('role');
  });

  it('nested objects read their own keys with the same rules', () => {
    const nested = z.object({ prefs: z.object({ mail: z.boolean(), label: z.string().optional() }) });
    expect(formDataToInput(nested, form([['prefs[label]', 'Hi']]))).toEqual({ prefs: { mail: false, label: 'Hi' } });
    expect(formDataToInput(nested, form([['prefs[mail]', 'on']]))).toEqual({ prefs: { mail: true } });
  });

  it('looks through refinements, transforms and defaults to the object underneath', () => {
    const refined = z
      .object({ a: z.string(), b: z.boolean() })
      .refine((v) => v.a !== 'x')
      .transform((v) => v)
      .optional();
    expect(formDataToInput(refined, form([['a', 'y']]))).toEqual({ a: 'y', b: false });
  });
});

describe('postedValues', () => {
  it('sends back the text as posted, never a password, token, code, file or React field', () => {
    const values = postedValues(
      form([
        ['email', 'a@b.example'],
        ['password', 'secret-pass'],
        ['confirmPassword', 'secret-pass'],
        ['token', 't'],
        ['code', '123456'],
        ['file', new Blob(['x'])],
        ['$ACTION_ID_abc', ''],
        ['custom[Budget]', '10'],
        ['tags', 'x'],
        ['tags', 'y'],
      ]),
    );
    expect(values).toEqual({ email: 'a@b.example', 'custom[Budget]': '10', tags: 'x' });
  });

  it('is bounded however much was posted', () => {
    const many = form(Array.from({ length: 600 }, (_, i): [string, string] => [`f${i}`, 'x'.repeat(20_000)]));
    const values = postedValues(many);
    expect(Object.keys(values).length).toBeLessThanOrEqual(220);
    for (const value of Object.values(values)) expect(value.length).toBeLessThanOrEqual(10_000);
  });
});
