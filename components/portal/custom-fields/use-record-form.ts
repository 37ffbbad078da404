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
import type { CustomFieldValues, FieldDefinition } from '@/lib/custom-fields/schema';
import { saveWithCustomFields, useCustomFields } from './use-custom-fields';

/**
 * The form state every client and project form (create and edit) shares: react-hook-form with
 * the action's own zod schema, the record's custom fields, the server's refusal message, and
 * the submit that checks both halves before sending (`saveWithCustomFields`). `settled` gets
 * the saved result, or null when nothing was saved (the form stays as typed).
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
}: {
  schema: z.ZodType<Values, Input>;
  defaultValues: DefaultValues<Input>;
  fields: FieldDefinition[];
  customValues?: CustomFieldValues;
  send: (values: Values, customFields: CustomFieldValues) => Promise<ActionResult<Result>>;
  failed: string;
  sending: () => void;
  settled: (saved: ({ ok: true } & Result) | null) => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const custom = useCustomFields(fields, customValues);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema) as Resolver<Input, unknown, Values>,
    defaultValues,
  });
  const { register, handleSubmit, setError, formState } = form;
  const bind = (name: Path<Input>) => ({
    ...register(name),
    error: (get(formState.errors, name) as FieldError | undefined)?.message,
  });
  const onSubmit = handleSubmit(
    async (values) => {
      const saved = await saveWithCustomFields({
        custom,
        send: (customFields) => send(values, customFields),
        showError: setServerError,
        setFieldError: (name, message) => setError(name as Path<Input>, { message }),
        failed,
        onSending: sending,
      });
      settled(saved);
    },
    // The custom fields are checked too, so every message shows at once.
    () => {
      custom.validate();
    },
  );
  return { form, custom, serverError, bind, onSubmit };
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
