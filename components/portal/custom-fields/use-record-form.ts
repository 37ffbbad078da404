'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/actions/action';
import type { PostedForm } from '@/lib/actions/use-posted-form';
import { customFieldsFromKept } from '@/lib/custom-fields/posted';
import { customFieldErrorsFrom, type CustomFieldValues, type FieldDefinition } from '@/lib/custom-fields/schema';
import { saveWithCustomFields, useCustomFields } from './use-custom-fields';

/**
 * The form state every client and project form (create and edit) shares: react-hook-form with
 * the action's own zod schema, the record's custom fields, the server's refusal message, and
 * the submit that checks both halves before sending (`saveWithCustomFields`). `settled` gets
 * the saved result, or null when nothing was saved (the form stays as typed).
 *
 * A create form also posts itself before hydration (`posted`, from `usePostedForm`): after a
 * refused post the boxes show what was sent and the messages the action gave, in the
 * server's HTML too; from the first submit made with JavaScript, its own messages show.
 */
export function useRecordForm<Input extends FieldValues, Values, Result extends object>({
  schema,
  defaultValues,
  fields,
  customValues,
  send,
  failed,
  sending,
  settled,
  posted,
}: {
  schema: z.ZodType<Values, Input>;
  defaultValues: DefaultValues<Input>;
  fields: FieldDefinition[];
  customValues?: CustomFieldValues;
  send: (values: Values, customFields: CustomFieldValues) => Promise<ActionResult<Result>>;
  failed: string;
  sending: () => void;
  settled: (saved: ({ ok: true } & Result) | null) => void;
  posted?: PostedForm;
}) {
  const [ownError, setOwnError] = useState<string | null>(null);
  const refusedPost = posted?.error ? posted : null;
  // The refused post's text for the form's own fields (the kept map also holds the custom fields and the key).
  const shown = refusedPost
    ? ({
        ...defaultValues,
        ...Object.fromEntries(Object.entries(refusedPost.kept).filter(([name]) => name in defaultValues)),
      } as DefaultValues<Input>)
    : defaultValues;
  const custom = useCustomFields(
    fields,
    refusedPost ? { ...customValues, ...customFieldsFromKept(fields, refusedPost.kept) } : customValues,
    refusedPost ? customFieldErrorsFrom(refusedPost.fieldErrors) : undefined,
  );
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema) as Resolver<Input, unknown, Values>,
    defaultValues: shown,
  });
  const { register, handleSubmit, setError, formState } = form;
  const bind = (name: Path<Input>) => ({
    ...register(name),
    // The box holds its value in the server's HTML too (the form's hook fills it once mounted).
    defaultValue: get(shown, name) as string | undefined,
    error: (get(formState.errors, name) as FieldError | undefined)?.message ?? posted?.fieldError(name),
  });
  const showError = posted ? posted.setError : setOwnError;
  const onSubmit = handleSubmit(
    async (values) => {
      posted?.submitting();
      const saved = await saveWithCustomFields({
        custom,
        send: (customFields) => send(values, customFields),
        showError,
        setFieldError: (name, message) => setError(name as Path<Input>, { message }),
        failed,
        onSending: sending,
      });
      settled(saved);
    },
    // The custom fields are checked too, so every message shows at once.
    () => {
      posted?.submitting();
      custom.validate();
    },
  );
  return { form, custom, serverError: posted ? posted.error : ownError, bind, onSubmit };
}

/**
 * The save of an edit form inside a detail screen's edit mode (`useEditMode`): "Saving..."
 * while it runs; a saved record leaves edit mode, a failed save stays in it with the reason
 * (DESIGN §7.10).
 */
export function savingInEditMode({ onSaving, onSaved }: { onSaving: (saving: boolean) => void; onSaved: () => void }) {
  return {
    sending: () => onSaving(true),
    settled: (saved: object | null) => {
      onSaving(false);
      if (saved) onSaved();
    },
  };
}
