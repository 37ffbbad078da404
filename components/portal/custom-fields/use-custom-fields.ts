'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/action';
import {
  customFieldErrorsFrom,
  validateCustomFields,
  type CustomFieldValue,
  type CustomFieldValues,
  type FieldDefinition,
} from '@/lib/custom-fields/schema';

/** State of a custom-fields block inside a form: values, errors, and the browser-side check. */
export function useCustomFields(
  fields: FieldDefinition[],
  initial: CustomFieldValues = {},
  initialErrors: Record<string, string> = {},
) {
  const [values, setValues] = useState<CustomFieldValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  return {
    values,
    errors,
    onChange(name: string, value: CustomFieldValue) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
    /** Checks the values as the server will; shows and returns whether they pass. */
    validate(): boolean {
      const check = validateCustomFields(fields, values);
      setErrors(check.ok ? {} : check.errors);
      return check.ok;
    },
    showServerErrors(fieldErrors: Record<string, string> | undefined) {
      setErrors(customFieldErrorsFrom(fieldErrors));
    },
  };
}

export type CustomFieldsState = ReturnType<typeof useCustomFields>;

/**
 * Sends a record form (client or project) with its custom fields, once the custom fields pass
 * the same check the server makes (`onSending` runs just before the request). A refusal shows
 * its reason, puts each field error on its field and each custom-field error on its custom
 * field, and the form stays as typed (DESIGN §7.10); a failure to reach the server shows
 * `failed`. Returns the successful result, or null.
 */
export async function saveWithCustomFields<T extends object>({
  custom,
  send,
  showError,
  setFieldError,
  failed,
  onSending,
}: {
  custom: CustomFieldsState;
  send: (customFields: CustomFieldValues) => Promise<ActionResult<T>>;
  showError: (message: string | null) => void;
  setFieldError: (name: string, message: string) => void;
  failed: string;
  onSending: () => void;
}): Promise<({ ok: true } & T) | null> {
  showError(null);
  if (!custom.validate()) return null;
  onSending();
  try {
    const result = await send(custom.values);
    redirectIfSessionExpired(result);
    if (result.ok) return result;
    showError(result.error || failed);
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      if (!name.includes('.')) setFieldError(name, message);
    }
    custom.showServerErrors(result.fieldErrors);
  } catch {
    showError(failed);
  }
  return null;
}
