// @vitest-environment jsdom
import '@/lib/zod-csp';
import { describe, expect, it } from 'vitest';
import { get, type FieldValues, type ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { formDataResolver } from '@/components/forms/use-action-form';
import { customFieldInputName } from '@/lib/custom-fields/posted';

// The browser's check is react-hook-form's zod resolver over the FormData the action reads: a
// box's message must be found under the very name the box was registered with. Called as
// react-hook-form calls it, with `fields` holding each registered box by its name.
function formWith(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  const form = document.querySelector('form')!;
  const fields = Object.fromEntries(
    [...form.elements].map((element) => {
      const { name } = element as HTMLInputElement;
      return [name, { name, ref: element }];
    }),
  );
  return { form, options: { fields, shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues> };
}

describe('formDataResolver', () => {
  const dotted = customFieldInputName('size.in [cm]');
  const schema = z.object({
    title: z.string().min(1, 'A title, please'),
    urgent: z.boolean(),
    customFields: z.record(z.string(), z.string().regex(/^\d+$/, 'A number, please')),
  });

  it('finds each message under the registered name, a custom field with dots and brackets included', async () => {
    const { options } = formWith(
      `<input name="title" value=""><input type="checkbox" name="urgent"><input name="${dotted}" value="ten">`,
    );
    const result = await formDataResolver(schema)({}, undefined, options);
    expect(get(result.errors, 'title')).toMatchObject({ message: 'A title, please' });
    expect(get(result.errors, dotted)).toMatchObject({ message: 'A number, please' });
    expect(get(result.errors, 'urgent')).toBeUndefined(); // unticked reads as false, as the action reads it
  });

  it('passes the values the action would parse', async () => {
    const { options } = formWith(
      `<input name="title" value="Roof"><input type="checkbox" name="urgent" checked><input name="${dotted}" value="10">`,
    );
    const result = await formDataResolver(schema)({}, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ title: 'Roof', urgent: true, customFields: { 'size.in [cm]': '10' } });
  });
});
